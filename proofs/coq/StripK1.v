(** * StripK1: Node-Kayles on the path P_n(1), a closed theorem about the
      graph game (the values are Dawson's chess, octal 0.137, OEIS A002187;
      OctalResults.v proves the same period for the heap game).

    Theorem [path_period]: G(P_{n+34}(1)) = G(P_n(1)) for every n > 51, and
    not for n = 51, where [G_strip 1 n] is the Node-Kayles value of the
    path 1 - 2 - ... - n (StripGame.v).  Proof as in A317367.v, from the
    family system of certs/strip-1.cert (one family, 4 templates; data
    generated into CertStrip1.v by proofs/gen-strip-v): templates for all
    n by lia, values by vm_compute, period 34 from 52 by
    [check_period_sound]. *)

From Coq Require Import Arith ZArith Lia Bool List.
From Nimcert Require Import Kayles StripTemplates StripChecker StripGame.
From Nimcert Require CertStrip1.
Import ListNotations.

Definition sys := CertStrip1.strip_system.
Definition vals := CertStrip1.strip_values.

Lemma sys_templates : Forall (tmpl_ok sys) (stmpls sys).
Proof. all_templates_lia. Qed.

Lemma sys_covered : covered sys.
Proof. covered_lia. Qed.

Lemma sys_values : check_values sys vals = true.
Proof. vm_compute. reflexivity. Qed.

Lemma sys_period : check_period sys vals 52 34 = true.
Proof. vm_compute. reflexivity. Qed.

Lemma G_X : forall n, G_strip 1 n = X sys 0 (Z.of_nat n).
Proof. intros n. symmetry. apply (X_path sys 0 n); reflexivity || (vm_compute; congruence). Qed.

Open Scope nat_scope.

Theorem path_period :
  (forall n, 51 < n -> G_strip 1 (n + 34) = G_strip 1 n) /\ G_strip 1 (51 + 34) <> G_strip 1 51.
Proof.
  split.
  - intros n Hn. rewrite !G_X.
    apply (check_period_sound sys vals sys_templates sys_covered sys_values 52 34 sys_period);
      [vm_compute; lia|lia].
  - rewrite !G_X. apply (differ_sound sys vals sys_templates sys_values). reflexivity.
Qed.

Print Assumptions path_period.
