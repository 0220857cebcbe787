(** * StripInstantiation: the step "Instantiation for strips" of
      [coupled-periodicity] (proofs/coupled-families.md §5): an unbounded
      template of a strip system is a rule of CoupledPeriodicity.v, with the
      offsets [window_end] in checker/coupled_families.cpp computes.

    Model.  An affine expression in n, v is [an * n + av * v + ac] ([ev]);
    a template's pieces are pairs (family g, size expression); at (n, v) its
    value is the xor of x_g(size) over its pieces ([tval]), exactly the o(v)
    of [check_record] (by [strip_decomposition], StripDecomposition.v, that
    is G(F_f(n) - N[v]) wherever the template holds).  Values x are those
    of CoupledPeriodicity.v (x : Fam -> nat -> nat); sizes are read with
    Z.to_nat, as they are non-negative where the template holds.

    - [one_end_instance]: the template with v range [j + d n, j + d n]
      (the checker runs over each j of [alpha, beta]): every piece has
      e = an + av d = 0 (fixed, folded into K) or e = 1 and
      c = -(ac + av j) >= 1 (the piece x_g(n - c)); then the template's
      value at v = j + d n is the value of the rule [OneEnd K ps] at n.
    - [split_instance]: the template with v range [alpha, n + beta], one
      piece of size v + ga, one of size n - v + gb, the rest fixed: the set
      of its values over v in the range is exactly the set of values of
      [Split K g h c a0 b0] at n, with c = -(ga + gb), a0 = alpha + ga,
      b0 = gb - beta (the checker requires c >= 1, a0 >= 0, b0 >= 0).

    Not here: that the templates hold for all n (theorem [strip-reduction],
    z3, coupled-families.md §3) and hence that x_f(n) is the mex over the
    covering templates' values; nor that for n >= N* only unbounded
    templates cover (N* = max of nhi + 1 and nlo is read off the ranges). *)

From Coq Require Import ZArith Lia Bool List Btauto.
From Nimcert Require Import Kayles CoupledPeriodicity.
Import ListNotations.
Open Scope Z_scope.

Record affine := { an : Z; av : Z; ac : Z }.

(** an * n + av * v + ac. *)
Definition ev (e : affine) (n v : Z) : Z := an e * n + av e * v + ac e.

Section Instantiation.
Variable Fam : Type.
Variable x : Fam -> nat -> nat.

(** The template's value at (n, v): xor of x_g(size) over its pieces. *)
Definition tval (ps : list (Fam * affine)) (n v : Z) : nat :=
  xor_list (map (fun q => x (fst q) (Z.to_nat (ev (snd q) n v))) ps).

Lemma xor_list_filter : forall (f : Fam * affine -> nat) p l,
  xor_list (map f l) =
  Nat.lxor (xor_list (map f (filter p l))) (xor_list (map f (filter (fun q => negb (p q)) l))).
Proof.
  intros f p l. induction l as [|q l IH]; [reflexivity|]. simpl.
  destruct (p q); simpl; rewrite IH; apply Nat.bits_inj; intro i; rewrite !Nat.lxor_spec; btauto.
Qed.

Lemma xor_pieces_list : forall n (ps : list (Fam * nat)),
  xor_pieces Fam x n ps = xor_list (map (fun q => x (fst q) (n - snd q)%nat) ps).
Proof. intros n ps. induction ps as [|[g c] l IH]; simpl; [reflexivity|]. rewrite IH. reflexivity. Qed.

(** ** One-end templates *)

Section OneEnd.
Variables (d j : Z) (ps : list (Fam * affine)).

(** The piece's size has n-coefficient 1 at v = j + d n. *)
Definition moving (q : Fam * affine) : bool := an (snd q) + av (snd q) * d =? 1.

(** The checker's condition on each piece: fixed, or of size n - c with c >= 1. *)
Definition one_end_ok (q : Fam * affine) : Prop :=
  an (snd q) + av (snd q) * d = 0 \/
  (an (snd q) + av (snd q) * d = 1 /\ 1 <= - (ac (snd q) + av (snd q) * j)).

(** K: the fixed pieces' values; the rule's pieces (g, c). *)
Definition one_end_K : nat :=
  xor_list (map (fun q => x (fst q) (Z.to_nat (ac (snd q) + av (snd q) * j)))
                (filter (fun q => negb (moving q)) ps)).
Definition one_end_pieces : list (Fam * nat) :=
  map (fun q => (fst q, Z.to_nat (- (ac (snd q) + av (snd q) * j)))) (filter moving ps).

Theorem one_end_instance : forall n, 0 <= n ->
  Forall one_end_ok ps ->
  (forall q, In q ps -> 0 <= ev (snd q) n (j + d * n)) ->
  rule_ok Fam (OneEnd one_end_K one_end_pieces) /\
  rule_val Fam x (Z.to_nat n) (OneEnd one_end_K one_end_pieces) (tval ps n (j + d * n)).
Proof.
  intros n Hn Hok Hsz. rewrite Forall_forall in Hok.
  assert (Hev : forall q : Fam * affine, ev (snd q) n (j + d * n) =
                (an (snd q) + av (snd q) * d) * n + (ac (snd q) + av (snd q) * j))
    by (intros q; unfold ev; ring).
  split; [|split].
  - unfold one_end_pieces. apply Forall_forall. intros q Hq. apply in_map_iff in Hq.
    destruct Hq as [q' [<- Hq']]. apply filter_In in Hq' as [Hin Hm]. simpl.
    unfold moving in Hm. apply Z.eqb_eq in Hm. destruct (Hok q' Hin); lia.
  - unfold one_end_pieces. apply Forall_forall. intros q Hq. apply in_map_iff in Hq.
    destruct Hq as [q' [<- Hq']]. apply filter_In in Hq' as [Hin Hm]. simpl.
    unfold moving in Hm. apply Z.eqb_eq in Hm. pose proof (Hsz q' Hin) as Hs.
    rewrite Hev, Hm in Hs. lia.
  - unfold tval. rewrite (xor_list_filter _ moving), Nat.lxor_comm. f_equal.
    + unfold one_end_K. f_equal. apply map_ext_in. intros q Hq.
      apply filter_In in Hq as [Hin Hm]. unfold moving in Hm. apply negb_true_iff, Z.eqb_neq in Hm.
      rewrite Hev. destruct (Hok q Hin) as [H0|H1]; [|lia]. rewrite H0, Z.mul_0_l, Z.add_0_l. reflexivity.
    + rewrite xor_pieces_list. unfold one_end_pieces. rewrite map_map. f_equal.
      apply map_ext_in. intros q Hq. apply filter_In in Hq as [Hin Hm]. simpl.
      unfold moving in Hm. apply Z.eqb_eq in Hm. pose proof (Hsz q Hin) as Hs.
      rewrite Hev, Hm in *. f_equal. destruct (Hok q Hin) as [H0|[_ H1]]; [lia|]. lia.
Qed.

End OneEnd.

(** ** Split templates *)

Section Split.
Variables (alpha beta : Z) (ps : list (Fam * affine)).
Variables (g h : Fam) (sa sb : affine).

Definition is_a (q : Fam * affine) : bool := (an (snd q) =? 0) && (av (snd q) =? 1).
Definition is_b (q : Fam * affine) : bool := (an (snd q) =? 1) && (av (snd q) =? -1).
Definition is_fixed (q : Fam * affine) : bool := (an (snd q) =? 0) && (av (snd q) =? 0).

(** Exactly one piece of size v + ga (family g), one of size n - v + gb
    (family h), every other piece fixed: what the checker counts. *)
Hypothesis Ha : filter is_a ps = [(g, sa)].
Hypothesis Hb : filter is_b ps = [(h, sb)].
Hypothesis Hrest : forall q, In q ps -> is_a q = true \/ is_b q = true \/ is_fixed q = true.

Definition split_K : nat :=
  xor_list (map (fun q => x (fst q) (Z.to_nat (ac (snd q))))
                (filter (fun q => negb (is_b q)) (filter (fun q => negb (is_a q)) ps))).
Definition split_c : Z := - (ac sa + ac sb).
Definition split_a0 : Z := alpha + ac sa.
Definition split_b0 : Z := ac sb - beta.

Hypothesis Hc : 1 <= split_c.
Hypothesis Ha0 : 0 <= split_a0.
Hypothesis Hb0 : 0 <= split_b0.

Lemma filter_filter_impl : forall (p q : Fam * affine -> bool) l,
  (forall y, p y = true -> q y = true) -> filter p (filter q l) = filter p l.
Proof.
  intros p q l H. induction l as [|y l IH]; simpl; [reflexivity|].
  destruct (q y) eqn:Eq; simpl.
  - rewrite IH. reflexivity.
  - destruct (p y) eqn:Ep; [rewrite (H y Ep) in Eq; discriminate|exact IH].
Qed.

Lemma tval_split : forall n v,
  tval ps n v = Nat.lxor (Nat.lxor (x g (Z.to_nat (v + ac sa))) (x h (Z.to_nat (n - v + ac sb)))) split_K.
Proof.
  intros n v.
  assert (Ea : In (g, sa) (filter is_a ps)) by (rewrite Ha; left; auto).
  assert (Eb : In (h, sb) (filter is_b ps)) by (rewrite Hb; left; auto).
  apply filter_In in Ea as [_ Ea]. apply filter_In in Eb as [_ Eb].
  unfold is_a, is_b in Ea, Eb. simpl in Ea, Eb.
  apply andb_true_iff in Ea as [Ea1 Ea2]. apply andb_true_iff in Eb as [Eb1 Eb2].
  apply Z.eqb_eq in Ea1, Ea2, Eb1, Eb2.
  unfold tval. rewrite (xor_list_filter _ is_a), Ha.
  rewrite (xor_list_filter _ is_b (filter _ ps)).
  rewrite filter_filter_impl
    by (intros y Ey; unfold is_a, is_b in *; apply negb_true_iff, andb_false_iff;
        apply andb_true_iff in Ey as [Ey _]; apply Z.eqb_eq in Ey; left; apply Z.eqb_neq; lia).
  rewrite Hb. simpl.
  rewrite !Nat.lxor_0_r, Nat.lxor_assoc. f_equal.
  - unfold ev. rewrite Ea1, Ea2. f_equal. f_equal. ring.
  - f_equal; [unfold ev; rewrite Eb1, Eb2; f_equal; f_equal; ring|].
    unfold split_K. f_equal. apply map_ext_in. intros q Hq.
    apply filter_In in Hq as [Hq Hnb]. apply filter_In in Hq as [Hq Hna].
    apply negb_true_iff in Hna, Hnb.
    destruct (Hrest q Hq) as [E|[E|E]]; [congruence|congruence|].
    unfold is_fixed in E. apply andb_true_iff in E as [E1 E2]. apply Z.eqb_eq in E1, E2.
    unfold ev. rewrite E1, E2. f_equal; f_equal; ring.
Qed.

(** The values of the template over v in [alpha, n + beta] are exactly the
    values of the split rule at n. *)
Theorem split_instance : forall n, 0 <= n ->
  rule_ok Fam (Split split_K g h (Z.to_nat split_c) (Z.to_nat split_a0) (Z.to_nat split_b0)) /\
  forall w, (exists v, alpha <= v <= n + beta /\ w = tval ps n v) <->
    rule_val Fam x (Z.to_nat n) (Split split_K g h (Z.to_nat split_c) (Z.to_nat split_a0) (Z.to_nat split_b0)) w.
Proof.
  intros n Hn. unfold split_c, split_a0, split_b0 in *. split; [simpl; lia|]. intro w. split.
  - intros [v [Hv ->]]. simpl. exists (Z.to_nat (v + ac sa)), (Z.to_nat (n - v + ac sb)).
    rewrite tval_split. repeat split; try lia.
    apply Nat.lxor_comm.
  - intros [a [b [Hs [Ha' [Hb' ->]]]]]. exists (Z.of_nat a - ac sa). split; [lia|].
    rewrite tval_split. rewrite Nat.lxor_comm. f_equal. f_equal; f_equal; lia.
Qed.

End Split.

End Instantiation.

Print Assumptions one_end_instance.
Print Assumptions split_instance.
