(** * A317367: Node-Kayles on P_n(3), a closed theorem about the game.

    [G_strip 3 n] is the Node-Kayles value of P_n(3), the graph on 1..n
    with an edge between i and j iff |i - j| is 1 or 3 (StripGame.v: three
    definitions from first principles).  Theorem [A317367]:
    G(P_{n+62}(3)) = G(P_n(3)) for every n > 115, and not for n = 115
    (OEIS A317367; least period 62, least prefix 116).

    Proof, entirely in Coq: the family system of certs/A317367.cert
    (families a = P_n(3), b, c; 57 templates), generated into CertA317367.v
    by proofs/gen-strip-v, is checked as follows.
    - [sys_templates]: every template holds for all n ([tmpl_ok], by lia;
      theorem [tmpl_sound], StripTemplates.v) -- the step z3 takes for the
      C++ checker;
    - [sys_covered]: for n >= N*, every cell of every family's member is
      covered by a template without upper bound on n (lia);
    - [sys_values]: the certificate's 1,098 values are the true values
      ([check_values_sound], StripChecker.v; vm_compute);
    - [sys_period]: the window of [coupled-periodicity] agrees
      ([check_period_sound]): period 62 from 118 for all three families;
    - n = 116, 117 and the failure at 115: the listed values.
    Neither z3 nor the C++ checker is used. *)

From Coq Require Import Arith ZArith Lia Bool List.
From Nimcert Require Import Kayles StripTemplates StripChecker StripGame.
From Nimcert Require CertA317367.
Import ListNotations.

Definition sys := CertA317367.strip_system.
Definition vals := CertA317367.strip_values.

Lemma sys_templates : Forall (tmpl_ok sys) (stmpls sys).
Proof. all_templates_lia. Qed.

Lemma sys_covered : covered sys.
Proof. covered_lia. Qed.

Lemma sys_values : check_values sys vals = true.
Proof. vm_compute. reflexivity. Qed.

Lemma sys_period : check_period sys vals 118 62 = true.
Proof. vm_compute. reflexivity. Qed.

(** Family a (index 0) is P_n(3). *)
Lemma G_X : forall n, G_strip 3 n = X sys 0 (Z.of_nat n).
Proof. intros n. symmetry. apply (X_path sys 0 n); reflexivity || (vm_compute; congruence). Qed.

Open Scope nat_scope.

(** ** Theorem [A317367] *)
Theorem A317367 :
  (forall n, 115 < n -> G_strip 3 (n + 62) = G_strip 3 n) /\ G_strip 3 (115 + 62) <> G_strip 3 115.
Proof.
  split.
  - intros n Hn. rewrite !G_X.
    destruct (Nat.eq_dec n 116) as [->|H116]; [apply (same_sound sys vals sys_templates sys_values); reflexivity|].
    destruct (Nat.eq_dec n 117) as [->|H117]; [apply (same_sound sys vals sys_templates sys_values); reflexivity|].
    apply (check_period_sound sys vals sys_templates sys_covered sys_values 118 62 sys_period);
      [vm_compute; lia|lia].
  - rewrite !G_X. apply (differ_sound sys vals sys_templates sys_values). reflexivity.
Qed.

Print Assumptions A317367.
