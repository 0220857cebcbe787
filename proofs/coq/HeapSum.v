(** * HeapSum: the Sprague-Grundy theorem for sums of heaps, proved for the
      heap games of HeapGame.v (theorem [heap_sum]).

    HeapGame.v defines the value of an option as the xor of its parts'
    values; that is the Sprague-Grundy theorem for sums, which until now was
    cited.  Here the game itself is modelled and the theorem is proved:

    - A position is a finite list of heap sizes (a multiset: the order of the
      list plays no role, every heap can be moved in).
    - [move d P Q]: Q arises from P by picking one heap h of P and replacing
      it by the heaps ps left by a legal move of the code on h
      ([is_option d h i ps], HeapGame.v: remove i tokens, leave
      m = length ps <= 3 nonempty heaps, allowed iff bit 2^m of d_i is set,
      and i >= 1 unless the move splits).
    - [game_value d V]: V is the Sprague-Grundy function of this game, i.e.
      for every position P, V P = mex { V Q : move d P Q } (every k < V P is
      the value of some option and V P is not).  [game_value_unique]: there
      is at most one such V ([move_weight]: every move decreases a
      well-founded measure, so the game is finite), [game_value_exists]:
      there is one.

    Theorems:
    - [heap_sum]: if [game_value d V] and [grundy d G] then
      V P = G(h_1) xor ... xor G(h_k) for every position P = [h_1; ...; h_k].
    - [heap_sum_values]: the value of a position is the xor of the values of
      its single heaps, V P = xor_{h in P} V [h].
    - [heap_recursion]: the single-heap values of the game, h |-> V [h],
      satisfy HeapGame.v's recursion ([grundy d]); with [grundy_unique] every
      theorem of the form "for all G with [grundy d G], ..." (Periodicity.v,
      LeastPeriod.v, ZeroSet.v, RareCommon.v, TakeOrBreak.v, the checker
      HeapChecker.v) is therefore a theorem about the game, via
      [heap_value]: V [h] = G h. *)

From Coq Require Import Arith Lia List Bool.
Import ListNotations.
From Nimcert Require Import HeapGame GrundyExists.
From Nimcert Require Kayles.

Lemma xorG_app : forall G l1 l2, xorG G (l1 ++ l2) = Nat.lxor (xorG G l1) (xorG G l2).
Proof.
  intros G l1 l2. induction l1 as [|x l IH]; simpl; [rewrite Nat.lxor_0_l; reflexivity|].
  rewrite IH, Nat.lxor_assoc. reflexivity.
Qed.

Lemma grundy_ext : forall d G1 G2, (forall h, G1 h = G2 h) -> grundy d G1 -> grundy d G2.
Proof.
  intros d G1 G2 He H1 h.
  assert (Ho : forall h v, opt_val d G1 h v <-> opt_val d G2 h v).
  { intros h' v. unfold opt_val.
    split; intros [i [ps [Ho Hv]]]; exists i, ps; split; auto; rewrite <- Hv;
      apply xorG_ext; intros; [symmetry|]; apply He. }
  destruct (H1 h) as [Hl Hn]. rewrite <- He. split.
  - intros k Hk. apply Ho. auto.
  - rewrite Ho in Hn. exact Hn.
Qed.

Section Sum.

Variable d : nat -> nat.

(** ** The game on positions (lists of heaps) *)

Definition move (P Q : list nat) : Prop :=
  exists l1 h l2 i ps, P = l1 ++ h :: l2 /\ is_option d h i ps /\ Q = l1 ++ ps ++ l2.

Definition game_value (V : list nat -> nat) : Prop :=
  forall P, (forall k, k < V P -> exists Q, move P Q /\ V Q = k) /\
            ~ (exists Q, move P Q /\ V Q = V P).

(** ** Termination: the weight sum_{h in P} 4^h decreases with every move. *)

Definition weight (P : list nat) : nat := list_sum (map (fun a => 4 ^ a) P).

Lemma weight_app : forall l1 l2, weight (l1 ++ l2) = weight l1 + weight l2.
Proof. intros. unfold weight. rewrite map_app, list_sum_app. reflexivity. Qed.

Lemma weight_bound : forall h' ps, Forall (fun a => a <= h') ps -> weight ps <= length ps * 4 ^ h'.
Proof.
  intros h' ps H. induction H as [|x l Hx Hl IH]; [unfold weight; simpl; lia|].
  unfold weight in *. simpl. pose proof (Nat.pow_le_mono_r 4 x h' ltac:(lia) Hx). lia.
Qed.

Lemma move_weight : forall P Q, move P Q -> weight Q < weight P.
Proof.
  intros P Q [l1 [h [l2 [i [ps [-> [Ho ->]]]]]]].
  rewrite !weight_app.
  assert (Hh : weight (h :: l2) = 4 ^ h + weight l2) by reflexivity. rewrite Hh.
  assert (Hps : weight ps < 4 ^ h).
  { destruct h as [|h'].
    - destruct ps as [|a l]; [simpl; unfold weight; simpl; lia|].
      pose proof (option_parts_lt d 0 i (a :: l) a Ho (or_introl eq_refl)). lia.
    - assert (Hf : Forall (fun a => a <= h') ps).
      { apply Forall_forall. intros a Ha. pose proof (option_parts_lt d _ _ _ a Ho Ha). lia. }
      apply weight_bound in Hf. destruct Ho as [_ [_ [H3 _]]].
      rewrite Nat.pow_succ_r'. set (X := 4 ^ h') in *.
      assert (0 < X) by (unfold X; apply Nat.neq_0_lt_0, Nat.pow_nonzero; lia). nia. }
  lia.
Qed.

Lemma game_mex : forall V P g, game_value V ->
  (forall k, k < g -> exists Q, move P Q /\ V Q = k) -> ~ (exists Q, move P Q /\ V Q = g) ->
  V P = g.
Proof.
  intros V P g HV Hlow Hg. destruct (HV P) as [Hl Hn].
  destruct (lt_eq_lt_dec (V P) g) as [[Hlt|Heq]|Hgt]; auto.
  - exfalso. apply Hn. apply Hlow. exact Hlt.
  - exfalso. apply Hg. apply Hl. exact Hgt.
Qed.

(** ** There is at most one game value function. *)
Theorem game_value_unique : forall V1 V2, game_value V1 -> game_value V2 -> forall P, V1 P = V2 P.
Proof.
  intros V1 V2 H1 H2 P.
  induction P as [P IH] using (well_founded_induction (Wf_nat.well_founded_ltof _ weight)).
  apply game_mex; auto.
  - intros k Hk. destruct (proj1 (H2 P) k Hk) as [Q [Hm Hv]]. exists Q. split; auto.
    rewrite IH; auto. unfold Wf_nat.ltof. apply move_weight; auto.
  - intros [Q [Hm Hv]]. apply (proj2 (H2 P)). exists Q. split; auto.
    rewrite <- IH; auto. unfold Wf_nat.ltof. apply move_weight; auto.
Qed.

(** ** The xor of the heaps' Grundy values is a game value function. *)
Theorem xor_is_game_value : forall G, grundy d G -> game_value (xorG G).
Proof.
  intros G HG P. split.
  - induction P as [|a l IH]; intros k Hk; simpl in Hk; [lia|].
    destruct (Kayles.nim_lt (G a) (xorG G l) k Hk) as [H|H].
    + destruct (proj1 (HG a) _ H) as [i [ps [Ho Hv]]].
      exists (ps ++ l). split.
      * exists [], a, l, i, ps. auto.
      * rewrite xorG_app, Hv, Kayles.lxor_inv_r. reflexivity.
    + destruct (IH _ H) as [Q [[l1 [h [l2 [i [ps [-> [Ho ->]]]]]]] Hv]].
      exists (a :: l1 ++ ps ++ l2). split.
      * exists (a :: l1), h, l2, i, ps. auto.
      * simpl. rewrite Hv, Nat.lxor_comm, Kayles.lxor_inv_r. reflexivity.
  - intros [Q [[l1 [h [l2 [i [ps [-> [Ho ->]]]]]]] Hv]].
    rewrite !xorG_app in Hv. simpl in Hv.
    apply (proj2 (HG h)). exists i, ps. split; auto.
    apply (Kayles.lxor_cancel_r _ _ (xorG G l2)).
    rewrite (Nat.lxor_comm (xorG G l1)), (Nat.lxor_comm (xorG G l1) (Nat.lxor (G h) _)) in Hv.
    apply Kayles.lxor_cancel_r in Hv. exact Hv.
Qed.

Theorem game_value_exists : exists V, game_value V.
Proof. exists (xorG (grundy_fun d)). apply xor_is_game_value, grundy_exists. Qed.

(** ** Theorem [heap_sum] (Sprague-Grundy for sums of heaps). *)
Theorem heap_sum : forall V G, game_value V -> grundy d G -> forall P, V P = xorG G P.
Proof.
  intros V G HV HG P. apply game_value_unique; auto. apply xor_is_game_value; auto.
Qed.

Theorem heap_value : forall V G, game_value V -> grundy d G -> forall h, V [h] = G h.
Proof.
  intros V G HV HG h. rewrite (heap_sum V G HV HG). simpl. apply Nat.lxor_0_r.
Qed.

(** ** [heap_recursion]: HeapGame.v's recursion, derived from the game. *)
Theorem heap_recursion : forall V, game_value V -> grundy d (fun h => V [h]).
Proof.
  intros V HV. apply (grundy_ext d (grundy_fun d)); [|apply grundy_exists].
  intros h. symmetry. apply (heap_value V); auto. apply grundy_exists.
Qed.

Theorem heap_sum_values : forall V, game_value V ->
  forall P, V P = fold_right Nat.lxor 0 (map (fun h => V [h]) P).
Proof.
  intros V HV P. rewrite (heap_sum V (fun h => V [h]) HV (heap_recursion V HV)).
  induction P as [|a l IH]; simpl; congruence.
Qed.

End Sum.

Print Assumptions game_value_unique.
Print Assumptions game_value_exists.
Print Assumptions heap_sum.
Print Assumptions heap_value.
Print Assumptions heap_recursion.
Print Assumptions heap_sum_values.
