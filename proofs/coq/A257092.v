(** * A257092: the nim-sum of Take-or-Break (Lasker's) Nim, as a closed
      theorem about the game itself (issue 16).

    The game (HeapSum.v, with the code of TakeOrBreak.v [tob_d]): a position
    is a finite list of heaps; a move picks one heap and either removes any
    number i >= 1 of its tokens (possibly all), or splits it into two
    nonempty heaps without removing any.  [game_value tob_d V]: V is the
    Sprague-Grundy function of this game (exists and is unique,
    [game_value_exists], [game_value_unique]).

    NSum(x, y), the entry of A257092, is the heap size z for which the
    position {x, y} is equivalent to the single heap z; equivalently, the z
    for which {x, y, z} is a second-player win (value 0).  Flip(n) = 0 for
    n = 0, n + 1 for odd n, n - 1 for even n >= 2 (TakeOrBreak.v).

    [A257092]: for all x, y, z:
      V [x; y; z] = 0  <->  z = Flip(Flip(x) xor Flip(y)),
    and V [x; y] = V [Flip(Flip(x) xor Flip(y))].
    Nothing is cited: the sum theorem is [heap_sum] (HeapSum.v). *)

From Coq Require Import Arith Lia List Bool.
Import ListNotations.
From Nimcert Require Import HeapGame GrundyExists TakeOrBreak HeapSum.

Theorem A257092 : forall V, game_value tob_d V ->
  (forall x y z, V [x; y; z] = 0 <-> z = Flip (Nat.lxor (Flip x) (Flip y))) /\
  (forall x y, V [x; y] = V [Flip (Nat.lxor (Flip x) (Flip y))]).
Proof.
  intros V HV.
  pose proof (heap_recursion tob_d V HV) as HG.
  apply tob_grundy_iff in HG.
  pose proof (take_or_break_values _ HG) as HL.
  split.
  - intros x y z. rewrite (heap_sum_values tob_d V HV). simpl.
    rewrite Nat.lxor_0_r, <- Nat.lxor_assoc.
    exact (nsum_flip_all (fun h => V [h]) HG x y z).
  - intros x y. rewrite !(heap_sum_values tob_d V HV). simpl.
    rewrite !Nat.lxor_0_r.
    destruct (nsum_flip (fun h => V [h]) HG) as [_ [H _]].
    + intros n Hn. rewrite !HL. apply L_shift. auto.
    + intros n _. rewrite !HL. apply L_facts.
    + rewrite (H x y). reflexivity.
Qed.

Theorem A257092_game_exists : exists V, game_value tob_d V.
Proof. apply game_value_exists. Qed.

Print Assumptions A257092.
Print Assumptions A257092_game_exists.
