(** * ZeroSet: lemmas [zero_set], [zero_enumeration] and [zero_recurrence]
      (proofs/periodicity.md#zero-enumeration, #zero-recurrence).

    Setting: a sequence G : nat -> nat with G(n+p) = G(n) for all n >= n0,
    p >= 1; [prefix] lists, increasing, exactly the n < n0 with G(n) = 0
    (c = length prefix); [residues] lists, increasing, exactly the n in
    [n0, n0+p) with G(n) = 0 (r = length residues).  These are what
    [check_zero_list] (checker/heap_claims.cpp) confirms for the lines
    zeros-prefix / zeros-residues.

    [zero_at] is the checker's [zero_at] (checker/heap_claims.cpp):
      a(i) = prefix[i-1]                                  for 1 <= i <= c,
      a(i) = residues[(i-c-1) mod r] + p*((i-c-1)/r)      for i > c.
    - [zero_set]: G(n) = 0 iff n is in prefix, or n = y + k*p for some y in
      residues and k >= 0 (the zeros claim; [zero_set_statement]).
    - [zero_enumeration] (r >= 1): a is strictly increasing on i >= 1 and its
      image is exactly {n | G n = 0}; so a(i) is the i-th zero.
    - [zero_recurrence] (r >= 1): a(i) = a(i-r) + p for all i >= c+r+1.
      Used by [check_recurrence] (only c+r+1 > i >= i0 is checked directly)
      and by [check_gf]; [recurrence_rule] is the combination the checker
      relies on. *)

From Coq Require Import Arith Lia List Sorting.
Import ListNotations.
From Nimcert Require Import LeastPeriod.

Definition zero_at (p : nat) (prefix residues : list nat) (i : nat) : nat :=
  let c := length prefix in
  let r := length residues in
  if i <=? c then nth (i - 1) prefix 0
  else nth ((i - c - 1) mod r) residues 0 + p * ((i - c - 1) / r).

Lemma sorted_nth_lt : forall l i k, Sorted lt l -> i < k -> k < length l ->
  nth i l 0 < nth k l 0.
Proof.
  intros l i k Hs. apply Sorted_StronglySorted in Hs; [|intros x y z; apply Nat.lt_trans].
  revert i k. induction Hs as [|x l Hs IH Hall]; intros i k Hik Hk; simpl in *; [lia|].
  destruct i as [|i]; destruct k as [|k]; try lia.
  - rewrite Forall_forall in Hall. apply Hall. apply nth_In. lia.
  - apply IH; lia.
Qed.

Section Zeros.

Variables (G : nat -> nat) (n0 p : nat) (prefix residues : list nat).
Hypothesis Hp : 1 <= p.
Hypothesis Hper : periodic_from G n0 p.
Hypothesis Hpre_sorted : Sorted lt prefix.
Hypothesis Hpre : forall n, In n prefix <-> n < n0 /\ G n = 0.
Hypothesis Hres_sorted : Sorted lt residues.
Hypothesis Hres : forall n, In n residues <-> n0 <= n < n0 + p /\ G n = 0.

Let a := zero_at p prefix residues.
Let c := length prefix.
Let r := length residues.

Lemma zero_at_tail : forall q s, s < r -> a (c + 1 + (q * r + s)) = nth s residues 0 + p * q.
Proof.
  intros q s Hs. unfold a, zero_at. fold c r.
  destruct (c + 1 + (q * r + s) <=? c) eqn:E; [apply Nat.leb_le in E; lia|].
  replace (c + 1 + (q * r + s) - c - 1) with (s + q * r) by lia.
  rewrite Nat.mod_add, Nat.div_add by lia.
  rewrite Nat.mod_small, Nat.div_small by lia. lia.
Qed.

Lemma tail_decompose : forall i, 1 <= r -> c < i -> exists q s, s < r /\ i = c + 1 + (q * r + s).
Proof.
  intros i Hr Hi. exists ((i - c - 1) / r), ((i - c - 1) mod r). split.
  - apply Nat.mod_upper_bound. lia.
  - pose proof (Nat.div_mod (i - c - 1) r ltac:(lia)). lia.
Qed.

Lemma zero_at_prefix : forall i, 1 <= i <= c -> a i = nth (i - 1) prefix 0.
Proof.
  intros i Hi. unfold a, zero_at. fold c. destruct (i <=? c) eqn:E; auto.
  apply Nat.leb_gt in E. lia.
Qed.

Lemma residue_bounds : forall s, s < r -> n0 <= nth s residues 0 < n0 + p /\ G (nth s residues 0) = 0.
Proof. intros s Hs. apply Hres. apply nth_In. auto. Qed.

(** ** Lemma [zero_set]. *)
Theorem zero_set : forall n, G n = 0 <->
  In n prefix \/ exists y k, In y residues /\ n = y + k * p.
Proof.
  intros n. split.
  - intros Hz. destruct (lt_dec n n0) as [Hlt|Hge].
    + left. apply Hpre. auto.
    + right. exists (n0 + (n - n0) mod p), ((n - n0) / p).
      pose proof (Nat.div_mod (n - n0) p ltac:(lia)) as Hdm.
      pose proof (Nat.mod_upper_bound (n - n0) p ltac:(lia)) as Hmb.
      assert (Hn : n = n0 + (n - n0) mod p + (n - n0) / p * p) by lia.
      split; auto. apply Hres. split; [lia|].
      assert (Hit : G (n0 + (n - n0) mod p + (n - n0) / p * p) = G (n0 + (n - n0) mod p))
        by (apply (periodic_iter G n0 p); auto; lia).
      rewrite <- Hn in Hit. congruence.
  - intros [Hin|[y [k [Hy ->]]]].
    + apply Hpre. auto.
    + apply Hres in Hy. destruct Hy as [Hy Hz].
      rewrite (periodic_iter G n0 p Hper k); auto. lia.
Qed.

(** ** Lemma [zero_enumeration]. *)
Theorem zero_enumeration : 1 <= r ->
  (forall i, 1 <= i -> a i < a (S i)) /\
  (forall n, G n = 0 <-> exists i, 1 <= i /\ a i = n).
Proof.
  intros Hr. split.
  - intros i Hi. destruct (lt_eq_lt_dec i c) as [[Hlt|Heq]|Hgt].
    + rewrite !zero_at_prefix by lia. replace (S i - 1) with i by lia.
      apply sorted_nth_lt; auto; lia.
    + subst i. rewrite zero_at_prefix by lia.
      replace (S c) with (c + 1 + (0 * r + 0)) by lia. rewrite zero_at_tail by lia.
      assert (Hin : In (nth (c - 1) prefix 0) prefix) by (apply nth_In; lia).
      apply Hpre in Hin. pose proof (residue_bounds 0 ltac:(lia)). lia.
    + destruct (tail_decompose i Hr Hgt) as [q [s [Hs ->]]].
      rewrite zero_at_tail by auto.
      destruct (lt_dec (S s) r) as [Hs'|Hs'].
      * replace (S (c + 1 + (q * r + s))) with (c + 1 + (q * r + S s)) by lia.
        rewrite zero_at_tail by auto.
        pose proof (sorted_nth_lt residues s (S s) Hres_sorted ltac:(lia) Hs'). lia.
      * replace (S (c + 1 + (q * r + s))) with (c + 1 + (S q * r + 0)) by (simpl; lia).
        rewrite zero_at_tail by lia.
        pose proof (residue_bounds 0 ltac:(lia)). pose proof (residue_bounds s Hs).
        nia.
  - intros n. split.
    + intros Hz. destruct (lt_dec n n0) as [Hlt|Hge].
      * assert (Hin : In n prefix) by (apply Hpre; auto).
        destruct (In_nth prefix n 0 Hin) as [k [Hk Hkn]].
        exists (S k). split; [lia|]. rewrite zero_at_prefix by (fold c in Hk; lia).
        simpl. rewrite Nat.sub_0_r. auto.
      * pose proof (Nat.div_mod (n - n0) p ltac:(lia)) as Hdm.
        pose proof (Nat.mod_upper_bound (n - n0) p ltac:(lia)) as Hmb.
        set (y := n0 + (n - n0) mod p). set (q := (n - n0) / p).
        assert (Hn : n = y + q * p) by (unfold y, q; lia).
        assert (Hy : In y residues).
        { apply Hres. split; [unfold y; lia|].
          rewrite <- Hz, Hn. symmetry. apply (periodic_iter G n0 p); auto. unfold y; lia. }
        destruct (In_nth residues y 0 Hy) as [s [Hs Hsy]].
        exists (c + 1 + (q * r + s)). split; [lia|].
        rewrite zero_at_tail by auto. rewrite Hsy, Hn. ring.
    + intros [i [Hi <-]]. destruct (le_lt_dec i c) as [Hle|Hgt].
      * rewrite zero_at_prefix by lia. apply Hpre. apply nth_In. fold c; lia.
      * destruct (tail_decompose i Hr Hgt) as [q [s [Hs ->]]].
        rewrite zero_at_tail by auto.
        destruct (residue_bounds s Hs) as [Hb Hz].
        replace (nth s residues 0 + p * q) with (nth s residues 0 + q * p) by ring.
        rewrite (periodic_iter G n0 p Hper q); auto. lia.
Qed.

(** ** Lemma [zero_recurrence]. *)
Theorem zero_recurrence : 1 <= r -> forall i, c + r + 1 <= i -> a i = a (i - r) + p.
Proof.
  intros Hr i Hi. destruct (tail_decompose i Hr ltac:(lia)) as [q [s [Hs ->]]].
  destruct q as [|q]; [simpl in Hi; lia|].
  replace (c + 1 + (S q * r + s) - r) with (c + 1 + (q * r + s)) by (simpl; lia).
  rewrite !zero_at_tail by auto. ring.
Qed.

(** ** [recurrence_rule]: what [check_recurrence] concludes.  With shift r
    (= number of residues, checked) and step s = p (checked), if
    a(i) = a(i-r) + s for i0 <= i < c+r+1 (checked directly), then for all
    i >= i0. *)
Theorem recurrence_rule : 1 <= r -> forall i0 s, s = p ->
  (forall i, i0 <= i < c + r + 1 -> a i = a (i - r) + s) ->
  forall i, i0 <= i -> a i = a (i - r) + s.
Proof.
  intros Hr i0 s -> Hdir i Hi. destruct (lt_dec i (c + r + 1)).
  - apply Hdir. lia.
  - apply zero_recurrence; auto. lia.
Qed.

End Zeros.

Print Assumptions zero_set.
Print Assumptions zero_enumeration.
Print Assumptions zero_recurrence.
Print Assumptions recurrence_rule.
