(** * StripK2: the reductions of Node-Kayles on P_n(2), for all n.

    P_n(2) has no finite period known (none up to n = 4095), so there is no
    periodicity theorem here; what is proved is the step that z3 takes for
    the C++ checker: every template of the family system of
    certs/strip-2.cert (one family, 9 templates; data generated into
    CertStrip2.v by proofs/gen-strip-v) holds for ALL n ([sys_templates],
    lia), every cell is covered for n >= N* ([sys_covered]), and the
    certificate's values for n < 128 are the true values: [sys_values]
    says the Coq checker accepts them, and the corollaries about the game
    itself are [listed_values_true] (every value the certificate lists for
    n is G(P_n(2))) and [P2_values_true] (G(P_n(2)) for n = 0..127 is the
    list [P2_values] written out below, which is the certificate's
    list, [P2_values_listed]).

    In plain words, the central template ([P2_split]): picking a vertex v
    with 3 <= v <= n - 2 of P_n(2) (edges {i, i+1}, {i, i+2} on 1..n)
    leaves P_{v-3}(2) and a copy of P_{n-v-2}(2) with no edge between them,
    so the option's value is G(P_{v-3}(2)) xor G(P_{n-v-2}(2)). *)

From Coq Require Import Arith ZArith Lia Bool List.
From Nimcert Require Import Kayles StripMex StripTemplates StripChecker StripGame.
From Nimcert Require CertStrip2.
Import ListNotations.

Definition sys := CertStrip2.strip_system.
Definition vals := CertStrip2.strip_values.

Lemma sys_templates : Forall (tmpl_ok sys) (stmpls sys).
Proof. all_templates_lia. Qed.

Lemma sys_covered : covered sys.
Proof. covered_lia. Qed.

Lemma sys_values : check_values sys vals = true.
Proof. vm_compute. reflexivity. Qed.

Lemma X_G : forall z, (0 <= z)%Z -> X sys 0 z = G_strip 2 (Z.to_nat z).
Proof.
  intros z Hz. change 2%Z with (sK sys).
  rewrite <- (X_path sys 0 (Z.to_nat z)) by (vm_compute; congruence).
  rewrite Z2Nat.id by exact Hz. reflexivity.
Qed.

(** ** The listed values are the true ones *)

(** Every value the certificate lists for family a (= P_n(2)) is the
    game's: the checker's verdict [sys_values] read as a statement about
    [G_strip 2]. *)
Theorem listed_values_true : forall n a, nth_error (nth 0 vals []) n = Some a -> a = G_strip 2 n.
Proof.
  intros n a H.
  assert (Hl : lookup vals 0 (Z.of_nat n) = Some a).
  { unfold lookup. destruct (Z.of_nat n <? 0)%Z eqn:E; [apply Z.ltb_lt in E; lia|].
    rewrite Nat2Z.id. exact H. }
  rewrite (check_values_sound sys vals sys_templates sys_values _ _ _ Hl).
  rewrite X_G by lia. rewrite Nat2Z.id. reflexivity.
Qed.

(** G(P_n(2)) for n = 0, 1, ..., 127, written out so that the statement
    needs no generated module (the numbers are those of certs/strip-2.cert,
    [P2_values_listed]; OEIS: octal 0.11337, the same sequence). *)
Definition P2_values : list nat :=
  [0; 1; 1; 1; 2; 2; 0; 3; 3; 1; 1; 1; 0; 4; 3; 3; 3; 2; 2; 2; 4; 4; 0; 5; 5; 2; 2; 2; 3; 3; 0; 5;
   0; 1; 1; 1; 3; 3; 3; 5; 6; 4; 4; 1; 0; 5; 5; 6; 6; 2; 7; 7; 7; 8; 0; 1; 9; 2; 7; 2; 3; 3; 3; 9;
   0; 5; 4; 4; 8; 6; 6; 2; 7; 1; 1; 1; 0; 5; 5; 9; 3; 1; 8; 2; 8; 5; 0; 1; 1; 12; 2; 2; 7; 3; 3; 9;
   4; 4; 0; 11; 3; 3; 3; 9; 2; 2; 8; 1; 3; 5; 0; 9; 12; 2; 6; 13; 13; 5; 0; 1; 1; 4; 11; 7; 7; 10; 3; 4]%nat.

Lemma P2_values_listed : nth 0 vals [] = P2_values.
Proof. vm_compute. reflexivity. Qed.

Theorem P2_values_true : (length P2_values = 128 /\
  forall n, n < 128 -> G_strip 2 n = nth n P2_values 0)%nat.
Proof.
  split; [reflexivity|].
  intros n Hn. symmetry. apply listed_values_true.
  rewrite P2_values_listed. apply nth_error_nth'.
  change (length P2_values) with 128%nat. exact Hn.
Qed.

Theorem P2_split : forall n v, (3 <= v)%nat -> (v + 2 <= n)%nat ->
  value Z.eq_dec (path_adj 2) (del Z.eq_dec (path_adj 2) (Z.of_nat v) (path_cells n)) =
  Nat.lxor (G_strip 2 (v - 3)) (G_strip 2 (n - v - 2)).
Proof.
  intros n v Hv Hn. rewrite path_option by lia.
  assert (Ht : In (nth 0 (stmpls sys) (Tmpl 0 0 None (Aff 0 0 0 0) (Aff 0 0 0 0) [])) (stmpls sys))
    by (left; reflexivity).
  pose proof sys_templates as Hok. rewrite Forall_forall in Hok.
  destruct (tmpl_sound sys _ (Hok _ Ht) ltac:(vm_compute; congruence) (Z.of_nat n) (Z.of_nat v))
    as [_ [_ Hval]]; [lia|unfold in_dom, eva; cbn -[Z.add Z.sub Z.mul Z.opp Z.of_nat]; lia|].
  change (sK sys) with 2%Z in Hval.
  cbn -[value del member strip_adj X eva Nat.lxor Z.add Z.sub Z.mul Z.opp Z.of_nat] in Hval.
  rewrite Hval. rewrite !X_G by (unfold eva; cbn -[Z.add Z.sub Z.mul Z.opp Z.of_nat]; lia).
  rewrite Nat.lxor_0_r. unfold eva. cbn -[Z.add Z.sub Z.mul Z.opp Z.of_nat]. f_equal; f_equal; lia.
Qed.

Print Assumptions sys_templates.
Print Assumptions sys_covered.
Print Assumptions sys_values.
Print Assumptions P2_split.
Print Assumptions listed_values_true.
Print Assumptions P2_values_true.
