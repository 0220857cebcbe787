(** * RationalGf: lemma [rational_gf] (proofs/periodicity.md#rational-gf).

    Power series and polynomials over Z are coefficient functions
    nat -> Z (a polynomial given as a list is [ser l], its coefficients from
    x^0 upward, 0 past the end).  [conv f g] is the Cauchy product:
    (f*g)_m = sum_{k<=m} f_k g_{m-k}.

    E(x) = (1-x)(1-x^r) = 1 - x - x^r + x^(r+1) is [Eser r] (coefficients
    added, so for r = 1 it is 1 - 2x + x^2, as in checker/heap_claims.cpp).
    A(x) = sum_{i>=1} a(i) x^i is [Aser a] (coefficient 0 at x^0).

    - [EA_finite]: if a(i) = a(i-r) + p for all i >= c+r+1 (r >= 1), then the
      coefficient of x^m in E*A is 0 for every m >= c+r+2.
    - [EA_checker] is the polynomial EA that [check_gf] builds (coefficient
      0 at x^0; a(k) - a(k-1) - [k>=r] a(k-r) + [k>=r+1] a(k-r-1) for
      1 <= k < c+r+2; nothing beyond), and [EA_checker_correct] shows it is
      E*A coefficient by coefficient.
    - [rational_gf]: if N*E = D*EA (as polynomials; what [check_gf] checks
      coefficient by coefficient), then D*A = N as power series, i.e.
      A = N/D.  D(0) <> 0 (also checked) is what makes N/D a power series;
      the implication itself does not need it.
    - [rational_gf_converse]: conversely, D*A = N implies N*E = D*EA, so the
      check is also complete.
    - [rational_gf_zeros]: the same, for a = [zero_at] of ZeroSet.v.
    Used by: checker/heap_claims.cpp, [check_gf]. *)

From Coq Require Import Arith ZArith Lia List Sorting.
Import ListNotations.
From Nimcert Require Import LeastPeriod ZeroSet.

Open Scope Z_scope.

(** sum_{k<n} f k *)
Fixpoint sumZ (f : nat -> Z) (n : nat) : Z :=
  match n with
  | O => 0
  | S n' => sumZ f n' + f n'
  end.

Definition conv (f g : nat -> Z) (m : nat) : Z :=
  sumZ (fun k => f k * g (m - k)%nat) (S m).

(** shift by s: x^s * f *)
Definition sh (s : nat) (f : nat -> Z) (m : nat) : Z :=
  if (s <=? m)%nat then f (m - s)%nat else 0.

(** multiplication by E = (1-x)(1-x^r), as an operator *)
Definition Eop (r : nat) (f : nat -> Z) (m : nat) : Z :=
  f m - sh 1 f m - sh r f m + sh (S r) f m.

Definition delta (s : nat) (k : nat) : Z := if (k =? s)%nat then 1 else 0.

Definition Eser (r : nat) (k : nat) : Z :=
  delta 0 k - delta 1 k - delta r k + delta (S r) k.

Definition ser (l : list Z) (m : nat) : Z := nth m l 0.

Definition Aser (a : nat -> nat) (m : nat) : Z :=
  if (m =? 0)%nat then 0 else Z.of_nat (a m).

(** ** Finite sums *)
Lemma sumZ_ext : forall f g n, (forall k, (k < n)%nat -> f k = g k) -> sumZ f n = sumZ g n.
Proof.
  intros f g n H. induction n as [|n IH]; simpl; auto.
  rewrite IH by (intros; apply H; lia). rewrite H by lia. auto.
Qed.

Lemma sumZ_lin : forall f g u v n,
  sumZ (fun k => u * f k + v * g k) n = u * sumZ f n + v * sumZ g n.
Proof. intros f g u v n. induction n as [|n IH]; simpl; [ring|]. rewrite IH. ring. Qed.

Lemma sumZ_zero : forall f n, (forall k, (k < n)%nat -> f k = 0) -> sumZ f n = 0.
Proof.
  intros f n H. rewrite (sumZ_ext f (fun _ => 0)) by auto.
  induction n; simpl; auto. rewrite IHn; auto.
Qed.

Lemma sumZ_split : forall f n l, sumZ f (n + l) = sumZ f n + sumZ (fun k => f (n + k)%nat) l.
Proof.
  intros f n l. induction l as [|l IH]; simpl.
  - rewrite Nat.add_0_r. ring.
  - rewrite Nat.add_succ_r. simpl. rewrite IH. ring.
Qed.

Lemma sumZ_delta : forall f s n,
  sumZ (fun k => if (k =? s)%nat then f k else 0) n = if (s <? n)%nat then f s else 0.
Proof.
  intros f s n. induction n as [|n IH]; simpl; auto.
  rewrite IH. destruct (Nat.eqb_spec n s) as [->|Hne].
  - destruct (Nat.ltb_spec s s); [lia|]. destruct (Nat.ltb_spec s (S s)); [ring|lia].
  - destruct (Nat.ltb_spec s n); destruct (Nat.ltb_spec s (S n)); try lia; ring.
Qed.

(** ** Products with E and with shifts *)
Lemma conv_delta_l : forall s g m, conv (delta s) g m = sh s g m.
Proof.
  intros s g m. unfold conv, delta, sh.
  rewrite (sumZ_ext _ (fun k => if (k =? s)%nat then g (m - k)%nat else 0)).
  - rewrite sumZ_delta. destruct (Nat.ltb_spec s (S m)); destruct (Nat.leb_spec s m); try lia; auto.
  - intros k _. destruct (k =? s)%nat; ring.
Qed.

Lemma conv_delta_r : forall s f m, conv f (delta s) m = sh s f m.
Proof.
  intros s f m. unfold conv, delta, sh. destruct (Nat.leb_spec s m) as [Hs|Hs].
  - rewrite (sumZ_ext _ (fun k => if (k =? m - s)%nat then f k else 0)).
    + rewrite sumZ_delta. destruct (Nat.ltb_spec (m - s) (S m)); [auto|lia].
    + intros k Hk. destruct (Nat.eqb_spec (m - k) s); destruct (Nat.eqb_spec k (m - s)); try lia; ring.
  - apply sumZ_zero. intros k Hk. destruct (Nat.eqb_spec (m - k) s); [lia|ring].
Qed.

Lemma conv_lin_l : forall f1 f2 g u v m,
  conv (fun k => u * f1 k + v * f2 k) g m = u * conv f1 g m + v * conv f2 g m.
Proof.
  intros. unfold conv. rewrite <- sumZ_lin. apply sumZ_ext. intros; ring.
Qed.

Lemma conv_lin_r : forall f g1 g2 u v m,
  conv f (fun k => u * g1 k + v * g2 k) m = u * conv f g1 m + v * conv f g2 m.
Proof.
  intros. unfold conv. rewrite <- sumZ_lin. apply sumZ_ext. intros; ring.
Qed.

Lemma conv_ext_r : forall f g1 g2 m, (forall k, g1 k = g2 k) -> conv f g1 m = conv f g2 m.
Proof. intros. unfold conv. apply sumZ_ext. intros. rewrite H. auto. Qed.

Lemma conv_ext_l : forall f1 f2 g m, (forall k, f1 k = f2 k) -> conv f1 g m = conv f2 g m.
Proof. intros. unfold conv. apply sumZ_ext. intros. rewrite H. auto. Qed.

Lemma sh_0 : forall f m, sh 0 f m = f m.
Proof. intros. unfold sh. simpl. rewrite Nat.sub_0_r. auto. Qed.

Lemma Eser_expand : forall r k,
  Eser r k = 1 * (1 * (1 * delta 0 k + (-1) * delta 1 k) + (-1) * delta r k) + 1 * delta (S r) k.
Proof. intros. unfold Eser. ring. Qed.

Lemma Eop_expand : forall r f k,
  Eop r f k = 1 * (1 * (1 * f k + (-1) * sh 1 f k) + (-1) * sh r f k) + 1 * sh (S r) f k.
Proof. intros. unfold Eop. ring. Qed.

(** E * g = Eop g (E on the left) *)
Lemma conv_E_l : forall r g m, conv (Eser r) g m = Eop r g m.
Proof.
  intros r g m. rewrite (conv_ext_l _ _ g m (Eser_expand r)).
  rewrite !conv_lin_l, !conv_delta_l, sh_0. unfold Eop. ring.
Qed.

(** f * E = Eop f (E on the right) *)
Lemma conv_E_r : forall r f m, conv f (Eser r) m = Eop r f m.
Proof.
  intros r f m. rewrite (conv_ext_r f _ _ m (Eser_expand r)).
  rewrite !conv_lin_r, !conv_delta_r, sh_0. unfold Eop. ring.
Qed.

(** f * (x^s g) = x^s (f * g) *)
Lemma conv_sh_r : forall s f g m, conv f (sh s g) m = sh s (conv f g) m.
Proof.
  intros s f g m. unfold conv, sh. destruct (Nat.leb_spec s m) as [Hs|Hs].
  - replace (S m) with (S (m - s) + s)%nat by lia. rewrite sumZ_split.
    rewrite (sumZ_zero (fun k => f (S (m - s) + k)%nat * _)).
    + rewrite Z.add_0_r. apply sumZ_ext. intros k Hk.
      destruct (Nat.leb_spec s (m - k)); [|lia]. replace (m - k - s)%nat with (m - s - k)%nat by lia. reflexivity.
    + intros k Hk. destruct (Nat.leb_spec s (m - (S (m - s) + k))); [lia|ring].
  - apply sumZ_zero. intros k Hk. destruct (Nat.leb_spec s (m - k)); [lia|ring].
Qed.

(** f * (E g) = E (f * g) *)
Lemma conv_Eop_r : forall r f g m, conv f (Eop r g) m = Eop r (conv f g) m.
Proof.
  intros r f g m. rewrite (conv_ext_r f _ _ m (Eop_expand r g)).
  rewrite !conv_lin_r, !conv_sh_r. unfold Eop. ring.
Qed.

(** Cancellation: E(0) = 1, so E*S = 0 implies S = 0 (for r >= 1). *)
Lemma Eop_cancel : forall r f, (1 <= r)%nat -> (forall m, Eop r f m = 0) -> forall m, f m = 0.
Proof.
  intros r f Hr H m. induction m as [m IH] using (well_founded_induction lt_wf).
  specialize (H m). unfold Eop in H.
  assert (Hsh : forall s, (1 <= s)%nat -> sh s f m = 0).
  { intros s Hs. unfold sh. destruct (Nat.leb_spec s m); auto. apply IH. lia. }
  rewrite (Hsh 1%nat), (Hsh r), (Hsh (S r)) in H by lia. lia.
Qed.

(** ** The key lemma: E*A is a polynomial of degree <= c+r+1. *)
Lemma EA_finite : forall (a : nat -> nat) c r p, (1 <= r)%nat ->
  (forall i, (c + r + 1 <= i)%nat -> a i = (a (i - r) + p)%nat) ->
  forall m, (c + r + 2 <= m)%nat -> conv (Eser r) (Aser a) m = 0.
Proof.
  intros a c r p Hr Hrec m Hm. rewrite conv_E_l. unfold Eop, sh, Aser.
  destruct (Nat.leb_spec 1 m); [|lia]. destruct (Nat.leb_spec r m); [|lia].
  destruct (Nat.leb_spec (S r) m); [|lia].
  destruct (Nat.eqb_spec m 0); [lia|]. destruct (Nat.eqb_spec (m - 1) 0); [lia|].
  destruct (Nat.eqb_spec (m - r) 0); [lia|]. destruct (Nat.eqb_spec (m - S r) 0); [lia|].
  rewrite (Hrec m) by lia. rewrite (Hrec (m - 1)%nat) by lia.
  replace (m - 1 - r)%nat with (m - S r)%nat by lia. lia.
Qed.

(** The polynomial EA exactly as [check_gf] computes it. *)
Definition EA_checker (a : nat -> nat) (c r : nat) (k : nat) : Z :=
  if ((k =? 0) || (c + r + 2 <=? k))%nat then 0
  else Aser a k - Aser a (k - 1) - (if (r <=? k)%nat then Aser a (k - r) else 0)
       + (if (r + 1 <=? k)%nat then Aser a (k - r - 1) else 0).

Lemma EA_checker_correct : forall (a : nat -> nat) c r p, (1 <= r)%nat ->
  (forall i, (c + r + 1 <= i)%nat -> a i = (a (i - r) + p)%nat) ->
  forall m, EA_checker a c r m = conv (Eser r) (Aser a) m.
Proof.
  intros a c r p Hr Hrec m. unfold EA_checker.
  destruct (Nat.eqb_spec m 0) as [->|Hm0]; simpl.
  - rewrite conv_E_l. unfold Eop, sh, Aser. simpl.
    destruct (Nat.leb_spec r 0); [lia|]. ring.
  - destruct (Nat.leb_spec (c + r + 2) m) as [Hm|Hm]; simpl.
    + symmetry. eapply EA_finite; eauto.
    + rewrite conv_E_l. unfold Eop, sh.
      destruct (Nat.leb_spec 1 m); [|lia].
      replace (r + 1)%nat with (S r) by lia. replace (m - r - 1)%nat with (m - S r)%nat by lia.
      destruct (Nat.leb_spec r m); destruct (Nat.leb_spec (S r) m); ring.
Qed.

(** ** Lemma [rational_gf]. *)
Theorem rational_gf : forall (a : nat -> nat) c r p (N D : list Z), (1 <= r)%nat ->
  (forall i, (c + r + 1 <= i)%nat -> a i = (a (i - r) + p)%nat) ->
  (forall m, conv (Eser r) (ser N) m = conv (ser D) (EA_checker a c r) m) ->
  forall m, conv (ser D) (Aser a) m = ser N m.
Proof.
  intros a c r p N D Hr Hrec Hchk.
  set (X := fun m => ser N m - conv (ser D) (Aser a) m).
  assert (HX : forall m, Eop r X m = 0).
  { intros m.
    assert (Hlin : Eop r X m = Eop r (ser N) m - Eop r (conv (ser D) (Aser a)) m)
      by (unfold Eop, X, sh; destruct (Nat.leb _ _); destruct (Nat.leb _ _);
          destruct (Nat.leb _ _); ring).
    rewrite Hlin, <- conv_E_l, <- conv_Eop_r, Hchk.
    rewrite (conv_ext_r _ _ (Eop r (Aser a))); [ring|].
    intro k. rewrite (EA_checker_correct a c r p Hr Hrec k). apply conv_E_l. }
  intro m. pose proof (Eop_cancel r X Hr HX m) as H. unfold X in H. lia.
Qed.

(** ** Completeness: if A = N/D then the checker's identity holds. *)
Theorem rational_gf_converse : forall (a : nat -> nat) c r p (N D : list Z), (1 <= r)%nat ->
  (forall i, (c + r + 1 <= i)%nat -> a i = (a (i - r) + p)%nat) ->
  (forall m, conv (ser D) (Aser a) m = ser N m) ->
  forall m, conv (Eser r) (ser N) m = conv (ser D) (EA_checker a c r) m.
Proof.
  intros a c r p N D Hr Hrec HDA m.
  rewrite (conv_ext_r (ser D) (EA_checker a c r) (Eop r (Aser a))).
  - rewrite conv_Eop_r, conv_E_l. unfold Eop, sh.
    rewrite !HDA. destruct (Nat.leb _ _); destruct (Nat.leb _ _); destruct (Nat.leb _ _);
      rewrite ?HDA; ring.
  - intro k. rewrite (EA_checker_correct a c r p Hr Hrec k). apply conv_E_l.
Qed.

(** ** [rational_gf_zeros]: [rational_gf] for the zeros a = [zero_at] of a
    sequence G with a verified period and zero set (ZeroSet.v), c = number
    of prefix zeros, r = number of residue zeros >= 1. *)
Theorem rational_gf_zeros : forall (p : nat) (prefix residues : list nat) (N D : list Z),
  (1 <= p)%nat -> (1 <= length residues)%nat ->
  let a := zero_at p prefix residues in
  let c := length prefix in
  let r := length residues in
  (forall m, conv (Eser r) (ser N) m = conv (ser D) (EA_checker a c r) m) ->
  forall m, conv (ser D) (Aser a) m = ser N m.
Proof.
  intros p prefix residues N D Hp Hr a c r Hchk.
  apply (rational_gf a c r p N D Hr); [|exact Hchk].
  intros i Hi. unfold a, c, r in *. apply zero_recurrence; auto.
Qed.

Print Assumptions rational_gf.
Print Assumptions rational_gf_converse.
Print Assumptions rational_gf_zeros.
