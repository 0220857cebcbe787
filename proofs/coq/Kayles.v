(** * Kayles: Node-Kayles -- theorems [kayles_sum], [kayles_components],
      [kayles_isomorphism] and [mirror_strategy] (proofs/kayles.md).

    Model.  Vertices are elements of any type [A] with decidable equality
    (nat for graph6 graphs and for the cells 0..k-1 of a shape, Z*Z for the
    lattice families of KaylesFrames.v); a graph is a boolean adjacency
    [adj : A -> A -> bool] together with a finite vertex list [V] (the
    induced subgraph on V: adjacency is [adj] restricted to V).
    - [closed adj x y]: y is in the closed neighbourhood N[x] (y = x or
      adj x y).
    - [del adj x V]: the vertices of V left after picking x (V minus N[x]).
    - [value adj V]: the Sprague-Grundy value of Node-Kayles on V, defined
      directly by G(V) = mex { G(V - N[x]) : x in V } ([value_mex]); the
      empty graph has value 0.  It depends only on the SET of vertices
      ([value_ext]), so lists may be in any order and contain repeats.

    Nothing here is cited: the sum theorem for Node-Kayles ([kayles_sum]) is
    proved from the definition (it is the Sprague-Grundy theorem for sums,
    specialised to graphs whose parts have no edge between them).

    Used by: the Node-Kayles checker, checker/kayles_certificate.cpp
    (records by mex: [kayles_mex]; option value = xor over components:
    [kayles_option_components], [components_separated]; lookup of a
    component by its normal form: [kayles_isomorphism_image] with
    KaylesFrames.v; mirror records: [mirror_strategy_cells]; the final
    [value] line: [kayles_components] with [value_ext]). *)

From Coq Require Import Arith Lia List Bool.
Import ListNotations.

(** ** mex of a finite list of values *)

Fixpoint mex_from (fuel k : nat) (l : list nat) : nat :=
  match fuel with
  | O => k
  | S f => if existsb (Nat.eqb k) l then mex_from f (S k) l else k
  end.

(** The least value not in [l]. *)
Definition mex (l : list nat) : nat := mex_from (length l) 0 l.

Lemma in_existsb : forall k l, existsb (Nat.eqb k) l = true <-> In k l.
Proof.
  intros k l. rewrite existsb_exists. split.
  - intros [x [Hx E]]. apply Nat.eqb_eq in E. subst. exact Hx.
  - intros H. exists k. split; auto. apply Nat.eqb_refl.
Qed.

Lemma mex_from_spec : forall f k l, (forall i, i < k -> In i l) ->
  (forall i, i < mex_from f k l -> In i l) /\
  (mex_from f k l = k + f \/ ~ In (mex_from f k l) l).
Proof.
  induction f as [|f IH]; intros k l Hk; simpl.
  - split; [auto|left; lia].
  - destruct (existsb (Nat.eqb k) l) eqn:E.
    + apply in_existsb in E. destruct (IH (S k) l) as [H1 H2].
      { intros i Hi. destruct (Nat.eq_dec i k) as [->|Hne]; auto. apply Hk. lia. }
      split; auto. destruct H2 as [H2|H2]; [left; lia|right; exact H2].
    + split; auto. right. intro H. apply in_existsb in H. congruence.
Qed.

Lemma mex_spec : forall l, (forall i, i < mex l -> In i l) /\ ~ In (mex l) l.
Proof.
  intros l. unfold mex.
  destruct (mex_from_spec (length l) 0 l) as [H1 H2]; [intros; lia|].
  split; auto. destruct H2 as [H2|H2]; auto. rewrite H2. simpl. intro Hin.
  assert (Hincl : incl (seq 0 (S (length l))) l).
  { intros i Hi. apply in_seq in Hi.
    destruct (Nat.eq_dec i (length l)) as [->|Hne]; auto.
    apply H1. rewrite H2. simpl. lia. }
  apply NoDup_incl_length in Hincl; [|apply seq_NoDup].
  rewrite seq_length in Hincl. lia.
Qed.

Lemma mex_unique : forall l g,
  (forall i, i < g -> In i l) -> ~ In g l -> mex l = g.
Proof.
  intros l g Hlow Hg. destruct (mex_spec l) as [Ml Mn].
  destruct (lt_eq_lt_dec (mex l) g) as [[Hlt|Heq]|Hgt]; auto.
  - exfalso. apply Mn. apply Hlow. exact Hlt.
  - exfalso. apply Hg. apply Ml. exact Hgt.
Qed.

Lemma mex_ext : forall l1 l2, (forall v, In v l1 <-> In v l2) -> mex l1 = mex l2.
Proof.
  intros l1 l2 H. destruct (mex_spec l2) as [Ml Mn]. apply mex_unique.
  - intros i Hi. apply H. apply Ml. exact Hi.
  - intro Hin. apply Mn. apply H. exact Hin.
Qed.

(** ** xor facts *)

Lemma lxor_cancel_r : forall a b c, Nat.lxor a c = Nat.lxor b c -> a = b.
Proof.
  intros a b c H.
  rewrite <- (Nat.lxor_0_r a), <- (Nat.lxor_0_r b), <- (Nat.lxor_nilpotent c).
  rewrite <- !Nat.lxor_assoc, H. reflexivity.
Qed.

Lemma lxor_inv_r : forall a b, Nat.lxor (Nat.lxor a b) b = a.
Proof. intros a b. rewrite Nat.lxor_assoc, Nat.lxor_nilpotent, Nat.lxor_0_r. reflexivity. Qed.

Lemma lxor_split : forall a b,
  Nat.lxor a b = 2 * Nat.lxor (a / 2) (b / 2) + Nat.lxor (a mod 2) (b mod 2).
Proof.
  intros a b.
  assert (Hd : Nat.lxor a b / 2 = Nat.lxor (a / 2) (b / 2)).
  { change 2 with (2 ^ 1). apply Nat.bits_inj. intro i.
    rewrite Nat.div_pow2_bits, !Nat.lxor_spec, !Nat.div_pow2_bits. reflexivity. }
  assert (Hm : Nat.lxor a b mod 2 = Nat.lxor (a mod 2) (b mod 2)).
  { change 2 with (2 ^ 1). apply Nat.bits_inj. intro i.
    destruct (lt_dec i 1) as [Hi|Hi].
    - rewrite Nat.mod_pow2_bits_low by exact Hi. rewrite !Nat.lxor_spec.
      rewrite !Nat.mod_pow2_bits_low by exact Hi. reflexivity.
    - rewrite Nat.mod_pow2_bits_high by lia. rewrite Nat.lxor_spec.
      rewrite !Nat.mod_pow2_bits_high by lia. reflexivity. }
  rewrite <- Hd, <- Hm. apply Nat.div_mod. lia.
Qed.

Lemma lxor_bits01 : forall a b, a < 2 -> b < 2 -> Nat.lxor a b = if a =? b then 0 else 1.
Proof. intros a b Ha Hb. destruct a as [|[|a]], b as [|[|b]]; try lia; reflexivity. Qed.

(** The nim lemma: if k < a xor b, then k xor b < a or k xor a < b (so one of
    the two parts can move to make the sum k). *)
Lemma nim_lt : forall a b k, k < Nat.lxor a b ->
  Nat.lxor k b < a \/ Nat.lxor k a < b.
Proof.
  assert (Main : forall n a b k, a + b + k <= n -> k < Nat.lxor a b ->
            Nat.lxor k b < a \/ Nat.lxor k a < b).
  { induction n as [|n IH]; intros a b k Hn Hk.
    - assert (a = 0) by lia. assert (b = 0) by lia. subst. rewrite Nat.lxor_nilpotent in Hk. lia.
    - destruct (Nat.eq_dec (a + b + k) 0) as [H0|H0].
      { assert (a = 0) by lia. assert (b = 0) by lia. subst. rewrite Nat.lxor_nilpotent in Hk. lia. }
      pose proof (Nat.div_mod a 2 ltac:(lia)) as Ea.
      pose proof (Nat.div_mod b 2 ltac:(lia)) as Eb.
      pose proof (Nat.div_mod k 2 ltac:(lia)) as Ek.
      pose proof (Nat.mod_upper_bound a 2 ltac:(lia)) as Ma.
      pose proof (Nat.mod_upper_bound b 2 ltac:(lia)) as Mb.
      pose proof (Nat.mod_upper_bound k 2 ltac:(lia)) as Mk.
      rewrite (lxor_split a b) in Hk. rewrite (lxor_split k b), (lxor_split k a).
      rewrite (lxor_bits01 (a mod 2)) in Hk by assumption.
      rewrite (lxor_bits01 (k mod 2) (b mod 2)), (lxor_bits01 (k mod 2) (a mod 2)) by assumption.
      remember (a / 2) as a'. remember (b / 2) as b'. remember (k / 2) as k'.
      remember (a mod 2) as a0. remember (b mod 2) as b0. remember (k mod 2) as k0.
      destruct (lt_eq_lt_dec k' (Nat.lxor a' b')) as [[Hlt|Heq]|Hgt].
      + destruct (IH a' b' k' ltac:(lia) Hlt) as [H|H].
        * left. destruct (k0 =? b0); lia.
        * right. destruct (k0 =? a0); lia.
      + rewrite Heq. rewrite lxor_inv_r.
        rewrite (Nat.lxor_comm a' b'), lxor_inv_r.
        destruct (a0 =? b0) eqn:E1; [lia|].
        apply Nat.eqb_neq in E1.
        assert (k0 = 0) by lia.
        destruct (Nat.eq_dec a0 1) as [Ha1|Ha1].
        * left. assert (b0 = 0) by lia.
          replace (k0 =? b0) with true by (symmetry; apply Nat.eqb_eq; lia). lia.
        * right. assert (a0 = 0) by lia. assert (b0 = 1) by lia.
          replace (k0 =? a0) with true by (symmetry; apply Nat.eqb_eq; lia). lia.
      + exfalso. destruct (a0 =? b0); lia. }
  intros a b k. apply (Main (a + b + k)). lia.
Qed.

Definition xor_list (l : list nat) : nat := fold_right Nat.lxor 0 l.

(** ** Node-Kayles *)

Section Kayles.

Variable A : Type.
Variable eq_dec : forall x y : A, {x = y} + {x <> y}.

(** y in N[x]. *)
Definition closed (adj : A -> A -> bool) (x y : A) : bool :=
  if eq_dec x y then true else adj x y.

(** The option of V reached by picking x: V minus N[x]. *)
Definition del (adj : A -> A -> bool) (x : A) (V : list A) : list A :=
  filter (fun y => negb (closed adj x y)) V.

Fixpoint kv (adj : A -> A -> bool) (fuel : nat) (V : list A) : nat :=
  match fuel with
  | O => 0
  | S f => mex (map (fun x => kv adj f (del adj x V)) V)
  end.

(** The Node-Kayles value of the graph induced on V. *)
Definition value (adj : A -> A -> bool) (V : list A) : nat := kv adj (length V) V.

Lemma closed_refl : forall adj x, closed adj x x = true.
Proof. intros adj x. unfold closed. destruct (eq_dec x x); congruence. Qed.

Lemma closed_false : forall adj x y, closed adj x y = false -> x <> y /\ adj x y = false.
Proof. intros adj x y. unfold closed. destruct (eq_dec x y); [discriminate|auto]. Qed.

Lemma in_del : forall adj x y V, In y (del adj x V) <-> In y V /\ closed adj x y = false.
Proof.
  intros adj x y V. unfold del. rewrite filter_In.
  destruct (closed adj x y); simpl; intuition congruence.
Qed.

Lemma del_incl : forall adj x V, incl (del adj x V) V.
Proof. intros adj x V y Hy. apply in_del in Hy. tauto. Qed.

Lemma filter_length_le : forall (f : A -> bool) l, length (filter f l) <= length l.
Proof. intros f l. induction l as [|a l IH]; simpl; [lia|]. destruct (f a); simpl; lia. Qed.

Lemma del_length_lt : forall adj x V, In x V -> length (del adj x V) < length V.
Proof.
  intros adj x V. induction V as [|a V IH]; intros Hin; [destruct Hin|].
  unfold del in *. simpl.
  destruct Hin as [->|Hin].
  - rewrite closed_refl. simpl. pose proof (filter_length_le (fun y => negb (closed adj x y)) V). lia.
  - specialize (IH Hin). destruct (negb (closed adj x a)); simpl; lia.
Qed.

Lemma kv_fuel : forall adj f1 f2 V, length V <= f1 -> length V <= f2 ->
  kv adj f1 V = kv adj f2 V.
Proof.
  intros adj. induction f1 as [|f1 IH]; intros [|f2] V H1 H2; simpl; auto.
  - destruct V; [reflexivity|simpl in H1; lia].
  - destruct V; [reflexivity|simpl in H2; lia].
  - f_equal. apply map_ext_in. intros x Hx.
    pose proof (del_length_lt adj x V Hx). apply IH; lia.
Qed.

(** G(V) = mex { G(V - N[x]) : x in V }. *)
Theorem value_mex : forall adj V,
  value adj V = mex (map (fun x => value adj (del adj x V)) V).
Proof.
  intros adj V. unfold value at 1. destruct V as [|a l]; [reflexivity|].
  change (length (a :: l)) with (S (length l)). cbn [kv]. f_equal. apply map_ext_in.
  intros x Hx. pose proof (del_length_lt adj x (a :: l) Hx).
  unfold value. apply kv_fuel; simpl in *; lia.
Qed.

(** The two halves of "G(V) is the mex of its options". *)
Lemma value_spec : forall adj V,
  (forall k, k < value adj V -> exists x, In x V /\ value adj (del adj x V) = k) /\
  (forall x, In x V -> value adj (del adj x V) <> value adj V).
Proof.
  intros adj V. destruct (mex_spec (map (fun x => value adj (del adj x V)) V)) as [Ml Mn].
  rewrite <- value_mex in Ml, Mn. split.
  - intros k Hk. apply Ml in Hk. apply in_map_iff in Hk.
    destruct Hk as [x [Hx Hin]]. exists x. auto.
  - intros x Hx Heq. apply Mn. apply in_map_iff. exists x. auto.
Qed.

(** ** Theorem [kayles_mex]: a record "G = g with witnesses" is the value.
    If every k < g is the value of the option of some vertex and no
    option has value g, then G(V) = g. *)
Theorem kayles_mex : forall adj V g,
  (forall k, k < g -> exists x, In x V /\ value adj (del adj x V) = k) ->
  (forall x, In x V -> value adj (del adj x V) <> g) ->
  value adj V = g.
Proof.
  intros adj V g Hlow Hg. rewrite value_mex. apply mex_unique.
  - intros k Hk. destruct (Hlow k Hk) as [x [Hx Hv]]. apply in_map_iff. eauto.
  - intro H. apply in_map_iff in H. destruct H as [x [Hv Hx]]. exact (Hg x Hx Hv).
Qed.

(** ** Theorem [kayles_clique]: a nonempty clique has value 1 (every
    move empties it, and mex {0} = 1). The checker values a small
    component's subsets that are cliques so (small_value). *)
Theorem kayles_clique : forall adj V,
  V <> [] -> (forall x y, In x V -> In y V -> closed adj x y = true) ->
  value adj V = 1.
Proof.
  intros adj V Hne Hcl.
  assert (Hempty : forall x, In x V -> del adj x V = []).
  { intros x Hx. destruct (del adj x V) as [|y l] eqn:E; [reflexivity|].
    exfalso. assert (Hy : In y (del adj x V)) by (rewrite E; left; reflexivity).
    apply in_del in Hy. destruct Hy as [Hy Hc]. rewrite (Hcl x y Hx Hy) in Hc. discriminate. }
  apply kayles_mex.
  - intros k Hk. destruct V as [|x l]; [congruence|]. exists x. split; [left; reflexivity|].
    rewrite (Hempty x (or_introl eq_refl)). unfold value. simpl. lia.
  - intros x Hx. rewrite (Hempty x Hx). unfold value. simpl. discriminate.
Qed.

(** ** Theorem [kayles_zero_search]: G(V) = 0 iff no move leaves a set of
    value 0.  [loses] is that recursion, a boolean search without values:
    V loses iff every option wins.  The checker decides "is G = 0?" so for
    the components of at most L cells of a claims certificate with
    [zero L] (zero_value, checker/kayles_certificate.cpp; its shortcut, a
    nonempty clique is not 0, is [kayles_clique]); the solver asks the
    same question by the same recursion. *)
Fixpoint kl (adj : A -> A -> bool) (fuel : nat) (V : list A) : bool :=
  match fuel with
  | O => true
  | S f => forallb (fun x => negb (kl adj f (del adj x V))) V
  end.

Definition loses (adj : A -> A -> bool) (V : list A) : bool := kl adj (length V) V.

Lemma mex_zero : forall l, mex l = 0 <-> ~ In 0 l.
Proof.
  intros l. destruct (mex_spec l) as [_ Mn]. split.
  - intros H. rewrite H in Mn. exact Mn.
  - intros H. apply mex_unique; [intros i Hi; lia|exact H].
Qed.

Lemma kl_kv : forall adj f V, length V <= f -> (kl adj f V = true <-> kv adj f V = 0).
Proof.
  intros adj. induction f as [|f IH]; intros V HV; simpl; [tauto|].
  rewrite forallb_forall, mex_zero, in_map_iff. split.
  - intros H [x [Hx Hin]]. specialize (H x Hin).
    pose proof (del_length_lt adj x V Hin).
    apply negb_true_iff in H. destruct (IH (del adj x V)) as [_ H2]; [lia|].
    rewrite (H2 Hx) in H. discriminate.
  - intros H x Hin. apply negb_true_iff.
    pose proof (del_length_lt adj x V Hin).
    destruct (kl adj f (del adj x V)) eqn:E; [|reflexivity].
    exfalso. apply H. exists x. split; [|exact Hin].
    apply (IH (del adj x V)); [lia|exact E].
Qed.

Theorem kayles_zero_search : forall adj V, loses adj V = true <-> value adj V = 0.
Proof. intros adj V. apply kl_kv. lia. Qed.

(** ** [value_ext]: the value depends only on the set of vertices. *)
Lemma kv_ext : forall adj f V W, length V <= f -> length W <= f ->
  (forall x, In x V <-> In x W) -> kv adj f V = kv adj f W.
Proof.
  intros adj. induction f as [|f IH]; intros V W HV HW Hs; simpl; auto.
  assert (Hd : forall x, In x V -> kv adj f (del adj x V) = kv adj f (del adj x W)).
  { intros x Hx. pose proof (del_length_lt adj x V Hx).
    assert (Hx' : In x W) by (apply Hs; exact Hx).
    pose proof (del_length_lt adj x W Hx'). apply IH; try lia.
    intro y. rewrite !in_del, Hs. tauto. }
  apply mex_ext. intro v. rewrite !in_map_iff. split.
  - intros [x [Hv Hx]]. exists x. split; [rewrite <- Hd; auto|apply Hs; auto].
  - intros [x [Hv Hx]]. assert (Hx' : In x V) by (apply Hs; exact Hx).
    exists x. split; [rewrite Hd; auto|exact Hx'].
Qed.

Theorem value_ext : forall adj V W, (forall x, In x V <-> In x W) -> value adj V = value adj W.
Proof.
  intros adj V W Hs. unfold value.
  rewrite (kv_fuel adj (length V) (length V + length W)) by lia.
  rewrite (kv_fuel adj (length W) (length V + length W)) by lia.
  apply kv_ext; auto; lia.
Qed.

(** ** Theorem [kayles_sum] *)

(** No vertex of V1 is equal or adjacent (in either direction) to a vertex
    of V2. *)
Definition separated (adj : A -> A -> bool) (V1 V2 : list A) : Prop :=
  forall x y, In x V1 -> In y V2 -> closed adj x y = false /\ closed adj y x = false.

Lemma separated_incl : forall adj V1 V2 W1 W2, incl W1 V1 -> incl W2 V2 ->
  separated adj V1 V2 -> separated adj W1 W2.
Proof. intros adj V1 V2 W1 W2 H1 H2 H x y Hx Hy. apply H; auto. Qed.

Lemma filter_all : forall (f : A -> bool) l, (forall y, In y l -> f y = true) -> filter f l = l.
Proof.
  intros f l. induction l as [|a l IH]; intros H; simpl; auto.
  rewrite H by (left; auto). rewrite IH; auto. intros y Hy. apply H. right. auto.
Qed.

Lemma del_app_l : forall adj x V1 V2, In x V1 -> separated adj V1 V2 ->
  del adj x (V1 ++ V2) = del adj x V1 ++ V2.
Proof.
  intros adj x V1 V2 Hx Hs. unfold del. rewrite filter_app. f_equal.
  apply filter_all. intros y Hy. destruct (Hs x y Hx Hy) as [H _]. rewrite H. reflexivity.
Qed.

Lemma del_app_r : forall adj x V1 V2, In x V2 -> separated adj V1 V2 ->
  del adj x (V1 ++ V2) = V1 ++ del adj x V2.
Proof.
  intros adj x V1 V2 Hx Hs. unfold del. rewrite filter_app. f_equal.
  apply filter_all. intros y Hy. destruct (Hs y x Hy Hx) as [_ H]. rewrite H. reflexivity.
Qed.

(** If no vertex of V1 is equal or adjacent to a vertex of V2, then
    G(V1 u V2) = G(V1) xor G(V2). *)
Theorem kayles_sum : forall adj V1 V2, separated adj V1 V2 ->
  value adj (V1 ++ V2) = Nat.lxor (value adj V1) (value adj V2).
Proof.
  intros adj.
  assert (Main : forall n V1 V2, length V1 + length V2 <= n -> separated adj V1 V2 ->
            value adj (V1 ++ V2) = Nat.lxor (value adj V1) (value adj V2)).
  { induction n as [|n IH]; intros V1 V2 Hn Hs.
    - destruct V1; [|simpl in Hn; lia]. destruct V2; [reflexivity|simpl in Hn; lia].
    - destruct (value_spec adj V1) as [S1l S1n].
      destruct (value_spec adj V2) as [S2l S2n].
      apply kayles_mex.
      + intros k Hk. destruct (nim_lt _ _ _ Hk) as [H|H].
        * destruct (S1l _ H) as [x [Hx Hv]]. exists x. split; [apply in_or_app; auto|].
          rewrite del_app_l by auto. pose proof (del_length_lt adj x V1 Hx).
          rewrite IH; [|lia|eapply separated_incl; eauto using del_incl; apply incl_refl].
          rewrite Hv. apply lxor_inv_r.
        * destruct (S2l _ H) as [x [Hx Hv]]. exists x. split; [apply in_or_app; auto|].
          rewrite del_app_r by auto. pose proof (del_length_lt adj x V2 Hx).
          rewrite IH; [|lia|eapply separated_incl; eauto using del_incl; apply incl_refl].
          rewrite Hv. rewrite Nat.lxor_comm. apply lxor_inv_r.
      + intros x Hx Heq. apply in_app_or in Hx. destruct Hx as [Hx|Hx].
        * rewrite del_app_l in Heq by auto. pose proof (del_length_lt adj x V1 Hx).
          rewrite IH in Heq; [|lia|eapply separated_incl; eauto using del_incl; apply incl_refl].
          apply lxor_cancel_r in Heq. exact (S1n x Hx Heq).
        * rewrite del_app_r in Heq by auto. pose proof (del_length_lt adj x V2 Hx).
          rewrite IH in Heq; [|lia|eapply separated_incl; eauto using del_incl; apply incl_refl].
          rewrite !(Nat.lxor_comm (value adj V1)) in Heq.
          apply lxor_cancel_r in Heq. exact (S2n x Hx Heq). }
  intros V1 V2. apply (Main (length V1 + length V2)). lia.
Qed.

(** ** Theorem [kayles_components]: the value of a graph split into pairwise
    separated parts (e.g. its connected components) is the xor of the
    parts' values. *)
Theorem kayles_components : forall adj Cs, ForallOrdPairs (separated adj) Cs ->
  value adj (concat Cs) = xor_list (map (value adj) Cs).
Proof.
  intros adj Cs H. induction H as [|C Cs Hf Hp IH]; [reflexivity|].
  simpl. rewrite kayles_sum, IH; [reflexivity|].
  intros x y Hx Hy. apply in_concat in Hy. destruct Hy as [D [HD Hy]].
  rewrite Forall_forall in Hf. apply (Hf D HD); auto.
Qed.

(** The checker's option value: picking x in V, splitting what is left into
    parts Cs (the connected components), and xoring the parts' values. *)
Theorem kayles_option_components : forall adj x V Cs,
  (forall y, In y (del adj x V) <-> In y (concat Cs)) ->
  ForallOrdPairs (separated adj) Cs ->
  value adj (del adj x V) = xor_list (map (value adj) Cs).
Proof.
  intros adj x V Cs Hs Hp. rewrite (value_ext adj _ (concat Cs) Hs).
  apply kayles_components. exact Hp.
Qed.

(** Connected components are pairwise separated: if adjacency is symmetric
    and the parts are pairwise disjoint and each part is closed under
    adjacency inside W (a neighbour in W of a vertex of the part is in the
    part, as a flood fill guarantees), then the parts are pairwise
    separated. *)
Theorem components_separated : forall adj W Cs,
  (forall x y, adj x y = adj y x) ->
  (forall C, In C Cs -> incl C W) ->
  (forall C y z, In C Cs -> In y C -> In z W -> adj y z = true -> In z C) ->
  ForallOrdPairs (fun C D => forall z, In z C -> In z D -> False) Cs ->
  ForallOrdPairs (separated adj) Cs.
Proof.
  intros adj W Cs Hsym Hincl Hclos Hdisj. induction Hdisj as [|C Cs Hf Hp IH].
  - constructor.
  - constructor.
    + rewrite Forall_forall in Hf |- *. intros D HD x y Hx Hy.
      assert (Hxy : x <> y) by (intros ->; exact (Hf D HD y Hx Hy)).
      assert (Hadj : adj x y = false).
      { destruct (adj x y) eqn:E; auto. exfalso.
        apply (Hf D HD y); auto.
        apply (Hclos C x y); [left; auto|auto|apply (Hincl D); [right; auto|auto]|auto]. }
      unfold closed. destruct (eq_dec x y); [congruence|].
      destruct (eq_dec y x); [congruence|]. split; [exact Hadj|rewrite Hsym; exact Hadj].
    + apply IH.
      * intros D HD. apply Hincl. right. auto.
      * intros D y z HD. apply Hclos. right. auto.
Qed.

(** ** Theorem [kayles_isomorphism] *)

Lemma filter_map_comm : forall (f : A -> bool) (phi : A -> A) l,
  filter f (map phi l) = map phi (filter (fun y => f (phi y)) l).
Proof.
  intros f phi l. induction l as [|a l IH]; simpl; auto.
  destruct (f (phi a)); simpl; rewrite IH; auto.
Qed.

Section Iso.
Variables (adj adj' : A -> A -> bool) (phi : A -> A).

Definition iso_on (V : list A) : Prop :=
  (forall x y, In x V -> In y V -> phi x = phi y -> x = y) /\
  (forall x y, In x V -> In y V -> adj' (phi x) (phi y) = adj x y).

Lemma iso_on_incl : forall V W, incl W V -> iso_on V -> iso_on W.
Proof. intros V W HW [H1 H2]. split; intros; auto. Qed.

Lemma iso_closed : forall V x y, iso_on V -> In x V -> In y V ->
  closed adj' (phi x) (phi y) = closed adj x y.
Proof.
  intros V x y [Hi Ha] Hx Hy. unfold closed.
  destruct (eq_dec x y) as [->|Hne].
  - destruct (eq_dec (phi y) (phi y)); congruence.
  - destruct (eq_dec (phi x) (phi y)) as [E|_]; [exfalso; apply Hne; auto|auto].
Qed.

Lemma iso_del : forall V x, iso_on V -> In x V ->
  del adj' (phi x) (map phi V) = map phi (del adj x V).
Proof.
  intros V x Hiso Hx. unfold del. rewrite filter_map_comm. f_equal.
  apply filter_ext_in. intros y Hy. rewrite (iso_closed V); auto.
Qed.

(** If phi is injective on V and adj'(phi x, phi y) = adj(x, y) on V, then
    the graph induced on phi(V) has the value of the graph on V. *)
Theorem kayles_isomorphism : forall V, iso_on V -> value adj' (map phi V) = value adj V.
Proof.
  assert (Main : forall n V, length V <= n -> iso_on V -> value adj' (map phi V) = value adj V).
  { induction n as [|n IH]; intros V Hn Hiso.
    - destruct V; [reflexivity|simpl in Hn; lia].
    - rewrite !value_mex, map_map. f_equal. apply map_ext_in. intros x Hx.
      rewrite iso_del by auto. pose proof (del_length_lt adj x V Hx).
      apply IH; [lia|]. eapply iso_on_incl; [apply del_incl|exact Hiso]. }
  intros V. apply (Main (length V)). lia.
Qed.

(** The form the checker uses: a component V, its normal form W listed as
    a set (any order), W = phi(V) as sets. *)
Theorem kayles_isomorphism_image : forall V W, iso_on V ->
  (forall z, In z W <-> In z (map phi V)) -> value adj' W = value adj V.
Proof.
  intros V W Hiso Hs. rewrite (value_ext adj' W (map phi V) Hs).
  apply kayles_isomorphism. exact Hiso.
Qed.

End Iso.

(** ** Theorem [mirror_strategy] *)

Section Mirror.
Variables (adj : A -> A -> bool) (sigma : A -> A).

(** sigma is, on V, a fixed-point-free involutive automorphism mapping no
    vertex to a neighbour.  Adjacency is only required to be preserved
    between distinct vertices. *)
Definition mirror_on (V : list A) : Prop :=
  (forall x, In x V -> In (sigma x) V) /\
  (forall x, In x V -> sigma (sigma x) = x) /\
  (forall x, In x V -> sigma x <> x) /\
  (forall x, In x V -> adj x (sigma x) = false) /\
  (forall x y, In x V -> In y V -> x <> y -> adj (sigma x) (sigma y) = adj x y).

Lemma mirror_answer : forall V x, mirror_on V -> In x V -> In (sigma x) (del adj x V).
Proof.
  intros V x [Hin [_ [Hfix [Hnadj _]]]] Hx. apply in_del. split; auto.
  unfold closed. destruct (eq_dec x (sigma x)) as [E|_]; [exfalso; apply (Hfix x Hx); auto|].
  apply Hnadj. exact Hx.
Qed.

(** After a move x and the answer sigma(x), the mirror hypotheses still
    hold on what is left. *)
Lemma mirror_after : forall V x, mirror_on V -> In x V ->
  mirror_on (del adj (sigma x) (del adj x V)).
Proof.
  intros V x HM Hx. pose proof HM as [Hin [Hinv [Hfix [Hnadj Haut]]]].
  assert (Hsx : In (sigma x) V) by auto.
  assert (Hmem : forall y, In y (del adj (sigma x) (del adj x V)) <->
             In y V /\ closed adj x y = false /\ closed adj (sigma x) y = false).
  { intro y. rewrite !in_del. tauto. }
  split; [|split; [|split; [|split]]].
  - intros y Hy. apply Hmem in Hy. destruct Hy as [Hy [C1 C2]].
    apply closed_false in C1 as [N1 A1]. apply closed_false in C2 as [N2 A2].
    apply Hmem. split; [auto|split].
    + (* x is neither sigma y nor adjacent to it *)
      unfold closed. destruct (eq_dec x (sigma y)) as [E|Hne].
      * exfalso. apply N2. rewrite E. auto.
      * rewrite <- (Hinv x Hx). rewrite Haut; auto.
    + unfold closed. destruct (eq_dec (sigma x) (sigma y)) as [E|Hne].
      * exfalso. apply N1. rewrite <- (Hinv x Hx), <- (Hinv y Hy), E. reflexivity.
      * rewrite Haut; auto.
  - intros y Hy. apply Hmem in Hy. apply Hinv. tauto.
  - intros y Hy. apply Hmem in Hy. apply Hfix. tauto.
  - intros y Hy. apply Hmem in Hy. apply Hnadj. tauto.
  - intros y z Hy Hz. apply Hmem in Hy. apply Hmem in Hz. apply Haut; tauto.
Qed.

(** A graph with a fixed-point-free involutive automorphism that maps no
    vertex to a neighbour has value 0 (the second player mirrors). *)
Theorem mirror_strategy : forall V, mirror_on V -> value adj V = 0.
Proof.
  assert (Main : forall n V, length V <= n -> mirror_on V -> value adj V = 0).
  { induction n as [|n IH]; intros V Hn HM.
    - destruct V; [reflexivity|simpl in Hn; lia].
    - apply kayles_mex; [intros; lia|]. intros x Hx H0.
      set (W := del adj x V) in *.
      assert (Hs : In (sigma x) W) by (apply mirror_answer; auto).
      pose proof (del_length_lt adj x V Hx). pose proof (del_length_lt adj (sigma x) W Hs).
      assert (Hz : value adj (del adj (sigma x) W) = 0).
      { apply IH; [unfold W in *; lia|]. apply mirror_after; auto. }
      destruct (value_spec adj W) as [_ Sn]. apply (Sn (sigma x) Hs). congruence. }
  intros V. apply (Main (length V)). lia.
Qed.

End Mirror.

End Kayles.

Arguments closed {A} eq_dec adj x y.
Arguments del {A} eq_dec adj x V.
Arguments value {A} eq_dec adj V.
Arguments separated {A} eq_dec adj V1 V2.

(** ** [mirror_strategy_cells]: the mirror record exactly as the checker
    checks it.  The shape's cells are 0..k-1 and [adj] its induced
    adjacency (symmetric: the graph is simple); p is the listed map.  The
    checker confirms p j < k, p (p j) = j, p j <> j, j not adjacent to p j,
    and i ~ j <-> p i ~ p j only for i < j; symmetry supplies i > j. *)
Theorem mirror_strategy_cells : forall (adj : nat -> nat -> bool) (p : nat -> nat) k,
  (forall x y, adj x y = adj y x) ->
  (forall j, j < k -> p j < k) ->
  (forall j, j < k -> p (p j) = j) ->
  (forall j, j < k -> p j <> j) ->
  (forall j, j < k -> adj j (p j) = false) ->
  (forall i j, i < j < k -> adj (p i) (p j) = adj i j) ->
  value Nat.eq_dec adj (seq 0 k) = 0.
Proof.
  intros adj p k Hsym Hr Hinv Hfix Hn Haut. apply (mirror_strategy nat Nat.eq_dec adj p).
  unfold mirror_on. setoid_rewrite in_seq.
  split; [|split; [|split; [|split]]]; intros x.
  - intros Hx. specialize (Hr x). lia.
  - intros Hx. apply Hinv. lia.
  - intros Hx. apply Hfix. lia.
  - intros Hx. apply Hn. lia.
  - intros y Hx Hy Hne. destruct (lt_dec x y) as [Hl|Hl]; [apply Haut; lia|].
    rewrite Hsym, (Hsym x). apply Haut. lia.
Qed.

(** Examples, computed from the definition: the path on 3 vertices has
    value 2 (picking the middle leaves nothing, an end leaves one vertex),
    and the 2 x 3 grid has value 1 (the worked example of certs/FORMAT.md,
    "Node-Kayles"). *)
Definition path_adj (x y : nat) : bool := (x =? S y) || (y =? S x).
Example path3 : value Nat.eq_dec path_adj [0; 1; 2] = 2.
Proof. vm_compute. reflexivity. Qed.

Definition grid23_adj (x y : nat) : bool :=
  (* cell i at row i / 3, column i mod 3 *)
  ((x / 3 =? y / 3) && ((x mod 3 =? S (y mod 3)) || (y mod 3 =? S (x mod 3)))) ||
  ((x mod 3 =? y mod 3) && ((x / 3 =? S (y / 3)) || (y / 3 =? S (x / 3)))).
Example grid23 : value Nat.eq_dec grid23_adj (seq 0 6) = 1.
Proof. vm_compute. reflexivity. Qed.

Print Assumptions mex_spec.
Print Assumptions nim_lt.
Print Assumptions value_mex.
Print Assumptions value_ext.
Print Assumptions kayles_mex.
Print Assumptions kayles_clique.
Print Assumptions kayles_zero_search.
Print Assumptions kayles_sum.
Print Assumptions kayles_components.
Print Assumptions kayles_option_components.
Print Assumptions components_separated.
Print Assumptions kayles_isomorphism.
Print Assumptions kayles_isomorphism_image.
Print Assumptions mirror_strategy.
Print Assumptions mirror_strategy_cells.
