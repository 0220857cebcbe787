(** * CoupledPeriodicity: theorem [coupled-periodicity]
      (proofs/coupled-families.md#coupled-periodicity, with the edge cases of
      #window-edge-cases), with the EXACT window end the checker computes.

    Abstract coupled system (coupled-families.md §5): families of any type
    [Fam] (finitely many in the checker), values [x f n].  Rules are given as
    the flat list [rs] of pairs (family, rule), like the checker's template
    list; each rule is one of
    - [OneEnd K ps]: the single value K xor x_{g_1}(n - c_1) xor ... over its
      pieces ps = [(g_1, c_1); ...] (every c_i >= 1).  This covers the
      Markdown's (K) (no piece) and (K, g, c) (one piece), and a template
      cell with several pieces of size n - c_i ("several such pieces only
      make B larger", §5 instantiation);
    - [Split K g h c a0 b0]: the values K xor x_g(a) xor x_h(b) for all
      a + b + c = n, a >= a0, b >= b0 (c >= 1).
    Pieces whose size does not depend on n are folded into the constant K.
    For n >= N*, x f n is the mex of the values of the rules of f at n.

    Checker (checker/coupled_families.cpp, [window_end] and the loop in
    [check_strip]): B = max(n0, N*, n0 + c for every one-end piece,
    c + max(n0,a0) + max(n0,b0) + p - 1 for every split rule); then
    x_f(n + p) = x_f(n) is compared for every family and n0 <= n < B.
    [window_end] below is that maximum; [coupled_periodicity] is the theorem
    for exactly that B, [coupled_periodicity_le] for any B above the terms. *)

From Coq Require Import Arith Lia List Bool.
Import ListNotations.

Inductive rule (Fam : Type) : Type :=
| OneEnd (K : nat) (ps : list (Fam * nat))
| Split (K : nat) (g h : Fam) (c a0 b0 : nat).
Arguments OneEnd {Fam} K ps.
Arguments Split {Fam} K g h c a0 b0.

Section Coupled.

Variable Fam : Type.
Variable x : Fam -> nat -> nat.
(** The system's rules, as (family, rule) pairs. *)
Variable rs : list (Fam * rule Fam).

(** xor of x_g(n - c) over the pieces (g, c). *)
Fixpoint xor_pieces (n : nat) (ps : list (Fam * nat)) : nat :=
  match ps with
  | [] => 0
  | (g, c) :: l => Nat.lxor (x g (n - c)) (xor_pieces n l)
  end.

(** [v] is a value produced by rule [r] at [n].  A one-end piece needs
    c <= n (its member n - c exists); a split needs a + b + c = n exactly. *)
Definition rule_val (n : nat) (r : rule Fam) (v : nat) : Prop :=
  match r with
  | OneEnd K ps => Forall (fun q => snd q <= n) ps /\ v = Nat.lxor K (xor_pieces n ps)
  | Split K g h c a0 b0 =>
      exists a b, a + b + c = n /\ a0 <= a /\ b0 <= b /\
                  v = Nat.lxor K (Nat.lxor (x g a) (x h b))
  end.

(** S_f(n): the union of the values of the rules of f at n. *)
Definition opt (f : Fam) (n v : nat) : Prop :=
  exists r, In (f, r) rs /\ rule_val n r v.

(** Every c >= 1 (the checker rejects other shapes). *)
Definition rule_ok (r : rule Fam) : Prop :=
  match r with
  | OneEnd _ ps => Forall (fun q => 1 <= snd q) ps
  | Split _ _ _ c _ _ => 1 <= c
  end.

(** The checker's contribution of one rule to B. *)
Definition rule_end (n0 p : nat) (r : rule Fam) : nat :=
  match r with
  | OneEnd _ ps => list_max (map (fun q => n0 + snd q) ps)
  | Split _ _ _ c a0 b0 => c + Nat.max n0 a0 + Nat.max n0 b0 + p - 1
  end.

(** B = max(N*, n0, every rule's term): [window_end] in the checker. *)
Definition window_end (Nstar n0 p : nat) : nat :=
  Nat.max (Nat.max Nstar n0) (list_max (map (fun fr => rule_end n0 p (snd fr)) rs)).

Variable Nstar : nat.
(** For n >= N*: x f n = mex S_f(n). *)
Hypothesis Hmex : forall f n, Nstar <= n ->
  (forall k, k < x f n -> opt f n k) /\ ~ opt f n (x f n).
Hypothesis Hok : forall f r, In (f, r) rs -> rule_ok r.

Lemma mex_same : forall f n1 n2, Nstar <= n1 -> Nstar <= n2 ->
  (forall v, opt f n1 v <-> opt f n2 v) -> x f n1 = x f n2.
Proof.
  intros f n1 n2 H1 H2 Heq. destruct (Hmex f n1 H1) as [L1 N1]. destruct (Hmex f n2 H2) as [L2 N2].
  destruct (lt_eq_lt_dec (x f n1) (x f n2)) as [[Hlt|Heq']|Hgt]; auto; exfalso.
  - apply N1. apply Heq. apply L2. exact Hlt.
  - apply N2. apply Heq. apply L1. exact Hgt.
Qed.

Section Step.
Variables (n0 p n : nat).
Hypothesis Hp : 1 <= p.
(** Induction hypothesis: periodic below n, for all families. *)
Hypothesis IH : forall g m, n0 <= m < n -> x g (m + p) = x g m.

Lemma xor_pieces_shift : forall ps,
  Forall (fun q => n0 + snd q <= n) ps -> Forall (fun q => 1 <= snd q) ps ->
  xor_pieces (n + p) ps = xor_pieces n ps.
Proof.
  induction ps as [|[g c] l IHl]; intros Hb Hc; simpl; auto.
  inversion Hb; inversion Hc; subst; simpl in *.
  rewrite IHl by auto. replace (n + p - c) with (n - c + p) by lia. rewrite IH by lia. auto.
Qed.

Lemma Forall_le_shift : forall ps,
  Forall (fun q => n0 + snd q <= n) ps ->
  Forall (fun q : Fam * nat => snd q <= n) ps /\ Forall (fun q : Fam * nat => snd q <= n + p) ps.
Proof.
  intros ps H. split; eapply Forall_impl; eauto; intros q Hq; simpl in *; lia.
Qed.

Lemma rule_down : forall r v, rule_ok r -> rule_end n0 p r <= n ->
  rule_val (n + p) r v -> rule_val n r v.
Proof.
  intros [K ps|K g h c a0 b0] v Hr Hb Hv; simpl in *.
  - assert (Hb' : Forall (fun q => n0 + snd q <= n) ps).
    { apply list_max_le in Hb. apply Forall_map in Hb. exact Hb. }
    destruct (Forall_le_shift ps Hb') as [H1 _]. destruct Hv as [_ ->].
    split; auto. rewrite xor_pieces_shift; auto.
  - destruct Hv as [a [b [Hs [Ha [Hb0 ->]]]]].
    destruct (le_lt_dec (Nat.max n0 a0 + p) a) as [HA|HA].
    + exists (a - p), b. repeat split; try lia.
      replace (x g a) with (x g (a - p + p)) by (f_equal; lia). rewrite IH by lia. auto.
    + exists a, (b - p). repeat split; try lia.
      replace (x h b) with (x h (b - p + p)) by (f_equal; lia). rewrite IH by lia. auto.
Qed.

Lemma rule_up : forall r v, rule_ok r -> rule_end n0 p r <= n ->
  rule_val n r v -> rule_val (n + p) r v.
Proof.
  intros [K ps|K g h c a0 b0] v Hr Hb Hv; simpl in *.
  - assert (Hb' : Forall (fun q => n0 + snd q <= n) ps).
    { apply list_max_le in Hb. apply Forall_map in Hb. exact Hb. }
    destruct (Forall_le_shift ps Hb') as [_ H2]. destruct Hv as [_ ->].
    split; auto. rewrite xor_pieces_shift; auto.
  - destruct Hv as [a [b [Hs [Ha [Hb0 ->]]]]].
    destruct (le_lt_dec n0 a) as [HA|HA].
    + exists (a + p), b. repeat split; try lia. rewrite IH by lia. auto.
    + exists a, (b + p). repeat split; try lia. rewrite IH by lia. auto.
Qed.

End Step.

(** ** Theorem [coupled-periodicity], for any B at least every term of the
    checker's maximum. *)
Theorem coupled_periodicity_le : forall n0 p B, 1 <= p ->
  Nstar <= B -> n0 <= B ->
  (forall f r, In (f, r) rs -> rule_end n0 p r <= B) ->
  (forall f n, n0 <= n < B -> x f (n + p) = x f n) ->
  forall f n, n0 <= n -> x f (n + p) = x f n.
Proof.
  intros n0 p B Hp HN Hn0 Hend Hwin f n. revert f.
  induction n as [n IHn] using (well_founded_induction lt_wf). intros f Hn.
  destruct (lt_dec n B) as [Hlt|Hge].
  - apply Hwin. lia.
  - assert (IH : forall g m, n0 <= m < n -> x g (m + p) = x g m) by (intros g m Hm; apply IHn; lia).
    apply mex_same; try lia. intro v; split; intros [r [Hin Hv]]; exists r; split; auto.
    + eapply rule_down; eauto. specialize (Hend f r Hin). lia.
    + eapply rule_up; eauto. specialize (Hend f r Hin). lia.
Qed.

(** ** Theorem [coupled-periodicity] with the checker's exact window end
    B = [window_end] N* n0 p: agreement of every family on [n0, B) gives
    x_f(n + p) = x_f(n) for every family and every n >= n0. *)
Theorem coupled_periodicity : forall n0 p, 1 <= p ->
  (forall f n, n0 <= n < window_end Nstar n0 p -> x f (n + p) = x f n) ->
  forall f n, n0 <= n -> x f (n + p) = x f n.
Proof.
  intros n0 p Hp Hwin. apply (coupled_periodicity_le n0 p (window_end Nstar n0 p)); auto.
  - unfold window_end. lia.
  - unfold window_end. lia.
  - intros f r Hin. unfold window_end.
    assert (rule_end n0 p r <= list_max (map (fun fr => rule_end n0 p (snd fr)) rs)).
    { assert (H : list_max (map (fun fr => rule_end n0 p (snd fr)) rs)
                  <= list_max (map (fun fr => rule_end n0 p (snd fr)) rs)) by lia.
      apply list_max_le in H. rewrite Forall_map in H. rewrite Forall_forall in H.
      apply (H (f, r) Hin). }
    lia.
Qed.

End Coupled.

Print Assumptions coupled_periodicity_le.
Print Assumptions coupled_periodicity.
