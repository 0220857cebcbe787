(** * A317367: Node-Kayles on P_n(3), a closed theorem about the game.

    [G_strip 3 n] is the Node-Kayles value of P_n(3), the graph on 1..n
    with an edge between i and j iff |i - j| is 1 or 3 (StripGame.v: three
    definitions from first principles).  Theorem [A317367], in the form
    of [A002187] (OctalResults.v, octal 0.137):
    - G(P_{n+62}(3)) = G(P_n(3)) for every n >= 116;
    - least period: no q with 1 <= q < 62 is an eventual period, i.e.
      G(P_{n+q}(3)) = G(P_n(3)) fails for some n >= n1, whatever n1;
    - least prefix: no period q >= 1 (62 or any other) holds from any
      n1 < 116 (in particular not 62 from 115).
    (OEIS A317367.)

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
    - n = 116, 117: the listed values;
    - [sys_least]: on the listed values of family a, for every divisor
      r >= 2 of 62 some n in [116, 178) has G(n + 62/r) <> G(n), and
      G(115 + 62) <> G(115)
      ([check_least_period_b_sound], [check_least_prefix_b_sound],
      StripChecker.v, from [least_period] and [least_prefix_any_period],
      LeastPeriod.v).
    Neither z3 nor the C++ checker is used. *)

From Coq Require Import Arith ZArith Lia Bool List.
From Nimcert Require Import Kayles StripTemplates StripChecker StripGame LeastPeriod.
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

(** The period from 116 (the window of [coupled-periodicity] starts at
    118; 116 and 117 are read off the listed values). *)
Lemma a_period : forall n, 116 <= n -> G_strip 3 (n + 62) = G_strip 3 n.
Proof.
  intros n Hn. rewrite !G_X.
  destruct (Nat.eq_dec n 116) as [->|H116]; [apply (same_sound sys vals sys_templates sys_values); reflexivity|].
  destruct (Nat.eq_dec n 117) as [->|H117]; [apply (same_sound sys vals sys_templates sys_values); reflexivity|].
  apply (check_period_sound sys vals sys_templates sys_covered sys_values 118 62 sys_period);
    [vm_compute; lia|lia].
Qed.

Lemma sys_least : check_least_period_b vals 0 116 62 = true /\
                  check_least_prefix_b vals 0 116 62 = true.
Proof. vm_compute. split; reflexivity. Qed.

(** ** Theorem [A317367] *)
Theorem A317367 :
  (forall n, 116 <= n -> G_strip 3 (n + 62) = G_strip 3 n) /\
  (forall q n1, 1 <= q < 62 -> ~ (forall n, n1 <= n -> G_strip 3 (n + q) = G_strip 3 n)) /\
  (forall n1 q, n1 < 116 -> 1 <= q -> ~ (forall n, n1 <= n -> G_strip 3 (n + q) = G_strip 3 n)).
Proof.
  (* The sequence of family a is G_strip 3 (G_X), so LeastPeriod.v's
     statements about it are statements about G_strip 3. *)
  assert (HG : forall m, X sys 0 (Z.of_nat m) = G_strip 3 m) by (intro m; symmetry; apply G_X).
  assert (Hper : periodic_from (fun m => X sys 0 (Z.of_nat m)) 116 62).
  { intros n Hn. rewrite !HG. apply a_period. exact Hn. }
  destruct sys_least as [Hl Hpre].
  split; [exact a_period|split].
  - intros q n1 Hq H. apply (check_least_period_b_sound sys vals sys_templates sys_values 0 116 62
                               ltac:(lia) Hper Hl q Hq).
    exists n1. intros n Hn. rewrite !HG. apply H. exact Hn.
  - intros n1 q Hn1 Hq H. apply (check_least_prefix_b_sound sys vals sys_templates sys_values 0 116 62
                                   ltac:(lia) Hper Hl Hpre n1 q Hn1 Hq).
    intros n Hn. rewrite !HG. apply H. exact Hn.
Qed.

Print Assumptions A317367.
