(** * Periodicity: theorem [periodicity], the j-heap Guy-Smith theorem with
      the EXACT bound the checker uses.

    Plain statement (proofs/periodicity.md#periodicity, certs/FORMAT.md
    "period n0 p"): let t be such that d_i = 0 for i > t, let j >= 1 be such
    that every digit bit 2^m (1 <= m <= 3) that is set has m <= j, let
    n0 >= 0, p >= 1 and B = j*max(n0,1) + (j-1)*p + t.  If G(n+p) = G(n) for
    every n with n0 <= n < B, then G(n+p) = G(n) for every n >= n0.

    Used by: checker/heap_claims.cpp, [check_period] (the window loop
    "for n = n0; n < B").  [periodicity_checker] restates it with t and j
    computed from the digit list exactly as [parse_heap_code]
    (checker/heap_records.cpp) computes them. *)

From Coq Require Import Arith Lia List Bool.
Import ListNotations.
From Nimcert Require Import HeapGame.

Lemma sum_le_length_mul : forall M l, Forall (fun a => a <= M) l -> list_sum l <= length l * M.
Proof.
  intros M; induction l as [|x l IH]; intros H; simpl; [lia|].
  inversion H; subst. specialize (IH H3). lia.
Qed.

Lemma all_le_or_exists_gt : forall M l,
  Forall (fun a => a <= M) l \/ exists a, In a l /\ M < a.
Proof.
  intros M; induction l as [|x l IH]; [left; constructor|].
  destruct (le_gt_dec x M) as [Hx|Hx].
  - destruct IH as [IH|[a [Ha Ha']]]; [left; constructor; auto|right; exists a; split; auto; right; auto].
  - right. exists x. split; auto. left; auto.
Qed.

Lemma xorG_replace : forall G l1 l2 x y, G x = G y ->
  xorG G (l1 ++ x :: l2) = xorG G (l1 ++ y :: l2).
Proof.
  intros G l1 l2 x y H. induction l1 as [|z l IH]; simpl; [rewrite H; auto|rewrite IH; auto].
Qed.

Lemma Forall_replace : forall (P : nat -> Prop) l1 l2 x y,
  Forall P (l1 ++ x :: l2) -> P y -> Forall P (l1 ++ y :: l2).
Proof.
  intros P l1 l2 x y H Hy. apply Forall_app in H. destruct H as [H1 H2].
  inversion H2; subst. apply Forall_app; split; auto.
Qed.

Section Periodicity.

Variables (d : nat -> nat) (t j : nat).
(** t bounds the digits: d_i = 0 for i > t (the checker's t is the largest
    i with d_i <> 0; any upper bound works). *)
Hypothesis Ht : forall i, t < i -> d i = 0.
(** j >= 1 and every move leaving m >= 1 heaps has m <= j. *)
Hypothesis Hj : 1 <= j.
Hypothesis Hjb : forall i m, 1 <= m <= 3 -> Nat.testbit (d i) m = true -> m <= j.

(** (F1) *)
Lemma option_i_le_t : forall h i ps, is_option d h i ps -> i <= t.
Proof.
  intros h i ps [_ [_ [_ [Hb _]]]].
  destruct (le_gt_dec i t) as [H|H]; auto.
  rewrite (Ht i H) in Hb. rewrite Nat.bits_0 in Hb. discriminate.
Qed.

Lemma option_m_le_j : forall h i ps, is_option d h i ps -> 1 <= length ps -> length ps <= j.
Proof.
  intros h i ps Ho Hm. pose proof Ho as [_ [_ [H3 [Hb _]]]]. eapply Hjb; eauto.
Qed.

(** (F3): a heap h > t has no option that leaves nothing. *)
Lemma option_nonempty : forall h i ps, is_option d h i ps -> t < h -> 1 <= length ps.
Proof.
  intros h i ps Ho Hh. pose proof (option_i_le_t _ _ _ Ho) as Hi.
  destruct ps as [|a l]; simpl; [|lia].
  destruct Ho as [Hs _]. simpl in Hs. lia.
Qed.

(** Step B: every option value of n+p is an option value of n. *)
Lemma option_down : forall G n0 p n i ps, 1 <= p ->
  j * Nat.max n0 1 + (j - 1) * p + t <= n ->
  (forall k, n0 <= k < n -> G (k + p) = G k) ->
  is_option d (n + p) i ps -> opt_val d G n (xorG G ps).
Proof.
  intros G n0 p n i ps Hp HB IH Ho.
  set (N := Nat.max n0 1) in *.
  assert (HN1 : 1 <= N) by (unfold N; lia).
  assert (HN0 : n0 <= N) by (unfold N; lia).
  pose proof (option_i_le_t _ _ _ Ho) as Hit.
  assert (Hm1 : 1 <= length ps) by (eapply option_nonempty; eauto; lia).
  pose proof (option_m_le_j _ _ _ Ho Hm1) as Hmj.
  destruct (all_le_or_exists_gt (N + p - 1) ps) as [Hall|[a [Ha Hgt]]].
  - exfalso. apply sum_le_length_mul in Hall.
    assert (length ps * (N + p - 1) <= j * (N + p - 1)) by (apply Nat.mul_le_mono_r; auto).
    destruct Ho as [Hs _].
    assert (j * (N + p - 1) + j = j * N + (j - 1) * p + p) by nia.
    lia.
  - pose proof (option_parts_lt _ _ _ _ _ Ho Ha) as Halt.
    apply in_split in Ha. destruct Ha as [l1 [l2 Heq]]. subst ps.
    exists i, (l1 ++ (a - p) :: l2). split.
    + destruct Ho as [Hs [Hpos [H3 [Hb Hi]]]].
      unfold is_option. rewrite !app_length, !list_sum_app in *. simpl in *.
      split; [lia|]. split; [eapply Forall_replace; eauto; simpl; lia|].
      split; [lia|]. split; [exact Hb|]. intros; apply Hi; lia.
    + apply xorG_replace. symmetry. replace a with (a - p + p) at 1 by lia.
      apply IH. lia.
Qed.

(** Step C: every option value of n is an option value of n+p. *)
Lemma option_up : forall G n0 p n i ps, 1 <= p ->
  j * Nat.max n0 1 + (j - 1) * p + t <= n ->
  (forall k, n0 <= k < n -> G (k + p) = G k) ->
  is_option d n i ps -> opt_val d G (n + p) (xorG G ps).
Proof.
  intros G n0 p n i ps Hp HB IH Ho.
  set (N := Nat.max n0 1) in *.
  assert (HN1 : 1 <= N) by (unfold N; lia).
  assert (HN0 : n0 <= N) by (unfold N; lia).
  pose proof (option_i_le_t _ _ _ Ho) as Hit.
  assert (Hm1 : 1 <= length ps) by (eapply option_nonempty; eauto; nia).
  pose proof (option_m_le_j _ _ _ Ho Hm1) as Hmj.
  destruct (all_le_or_exists_gt (N - 1) ps) as [Hall|[b [Hb Hgt]]].
  - exfalso. apply sum_le_length_mul in Hall.
    assert (length ps * (N - 1) <= j * (N - 1)) by (apply Nat.mul_le_mono_r; auto).
    destruct Ho as [Hs _].
    assert (j * (N - 1) + j = j * N) by nia.
    lia.
  - pose proof (option_parts_lt _ _ _ _ _ Ho Hb) as Hblt.
    apply in_split in Hb. destruct Hb as [l1 [l2 Heq]]. subst ps.
    exists i, (l1 ++ (b + p) :: l2). split.
    + destruct Ho as [Hs [Hpos [H3 [Hbit Hi]]]].
      unfold is_option. rewrite !app_length, !list_sum_app in *. simpl in *.
      split; [lia|]. split; [eapply Forall_replace; eauto; simpl; lia|].
      split; [lia|]. split; [exact Hbit|]. intros; apply Hi; lia.
    + apply xorG_replace. apply IH. lia.
Qed.

(** ** Theorem [periodicity] (exact checker bound). *)
Theorem periodicity : forall G n0 p, grundy d G -> 1 <= p ->
  (forall n, n0 <= n < j * Nat.max n0 1 + (j - 1) * p + t -> G (n + p) = G n) ->
  forall n, n0 <= n -> G (n + p) = G n.
Proof.
  intros G n0 p HG Hp Hwin n.
  induction n as [n IH] using (well_founded_induction lt_wf). intros Hn.
  destruct (lt_dec n (j * Nat.max n0 1 + (j - 1) * p + t)) as [Hlt|Hge].
  - apply Hwin. lia.
  - assert (Hk : forall k, n0 <= k < n -> G (k + p) = G k) by (intros k Hk; apply IH; lia).
    apply (same_options d); auto. intro v; split; intros [i [ps [Ho Hv]]]; subst v.
    + eapply option_down; eauto; lia.
    + eapply option_up; eauto; lia.
Qed.

End Periodicity.

(** ** The checker's t and j (checker/heap_records.cpp, [parse_heap_code]).
    A code is the list of its digits [d0; d1; ...; dt'] (digit i = nth i ds 0,
    0 past the end).  t = largest i with d_i <> 0 (0 if none); j = 3 if some
    digit has bit 8, else 2 if some digit has bit 4, else 1. *)
Fixpoint t_from (k : nat) (ds : list nat) (acc : nat) : nat :=
  match ds with
  | [] => acc
  | x :: l => t_from (S k) l (if x =? 0 then acc else k)
  end.
Definition t_of (ds : list nat) : nat := t_from 0 ds 0.
Definition j_of (ds : list nat) : nat :=
  if existsb (fun x => Nat.testbit x 3) ds then 3
  else if existsb (fun x => Nat.testbit x 2) ds then 2 else 1.
Definition digit (ds : list nat) (i : nat) : nat := nth i ds 0.

Lemma t_from_spec : forall ds k acc, acc <= k ->
  acc <= t_from k ds acc /\ (forall i, t_from k ds acc < k + i -> nth i ds 0 = 0).
Proof.
  induction ds as [|x l IH]; intros k acc Hacc; simpl.
  - split; auto. intros [|i] _; auto.
  - destruct (x =? 0) eqn:E.
    + destruct (IH (S k) acc ltac:(lia)) as [H1 H2]. split; [lia|].
      intros [|i] Hi; [apply Nat.eqb_eq; auto|]. apply H2. lia.
    + destruct (IH (S k) k ltac:(lia)) as [H1 H2]. split; [lia|].
      intros [|i] Hi; [lia|]. apply H2. lia.
Qed.

Lemma t_of_spec : forall ds i, t_of ds < i -> digit ds i = 0.
Proof.
  intros ds i H. unfold digit. apply (proj2 (t_from_spec ds 0 0 (le_n 0))). exact H.
Qed.

Lemma j_of_spec : forall ds i m, 1 <= m <= 3 -> Nat.testbit (digit ds i) m = true -> m <= j_of ds.
Proof.
  intros ds i m Hm Hb. unfold digit in Hb.
  assert (Hin : In (nth i ds 0) ds).
  { destruct (lt_dec i (length ds)) as [H|H]; [apply nth_In; auto|].
    rewrite nth_overflow in Hb by lia. rewrite Nat.bits_0 in Hb. discriminate. }
  unfold j_of. assert (m = 1 \/ m = 2 \/ m = 3) as [ -> | [ -> | -> ] ] by lia.
  - destruct existsb; [lia|destruct existsb; lia].
  - destruct existsb; [lia|].
    replace (existsb (fun x => Nat.testbit x 2) ds) with true; [lia|].
    symmetry. apply existsb_exists. eauto.
  - replace (existsb (fun x => Nat.testbit x 3) ds) with true; [lia|].
    symmetry. apply existsb_exists. eauto.
Qed.

Lemma j_of_pos : forall ds, 1 <= j_of ds.
Proof. intros ds. unfold j_of. destruct existsb; [lia|destruct existsb; lia]. Qed.

(** ** [periodicity_checker]: [periodicity] for a code given by its digit
    list, with t and j computed as the checker computes them. *)
Theorem periodicity_checker : forall ds G n0 p, grundy (digit ds) G -> 1 <= p ->
  (forall n, n0 <= n < j_of ds * Nat.max n0 1 + (j_of ds - 1) * p + t_of ds -> G (n + p) = G n) ->
  forall n, n0 <= n -> G (n + p) = G n.
Proof.
  intros ds. apply periodicity.
  - apply t_of_spec.
  - apply j_of_pos.
  - apply j_of_spec.
Qed.

Print Assumptions periodicity.
Print Assumptions periodicity_checker.
