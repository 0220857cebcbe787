(** * Statements: the strip headline theorems, written out as proofs/README.md states them.

    proofs/build only checks that a theorem of the right name exists and is
    closed; a weaker statement under the same name would pass that audit
    (A317367 once proved the period from 116 and the failure at 115 while
    its header promised the least period).  Each [Example] below restates a
    theorem in the words of the README, independently of its file, and is
    proved by the theorem itself: if a statement is weakened, this file no
    longer compiles. *)

From Coq Require Import Arith ZArith List.
From Nimcert Require Import StripGame.
From Nimcert Require CertStrip2 A317367 StripK2.
Import ListNotations.
Open Scope nat_scope.

(** A317367: period 62 from 116, 62 the least eventual period, 116 the
    least start of any period (the form of [A002187], OctalResults.v). *)
Example A317367_as_documented :
  (forall n, 116 <= n -> G_strip 3 (n + 62) = G_strip 3 n) /\
  (forall q n1, 1 <= q < 62 -> ~ (forall n, n1 <= n -> G_strip 3 (n + q) = G_strip 3 n)) /\
  (forall n1 q, n1 < 116 -> 1 <= q -> ~ (forall n, n1 <= n -> G_strip 3 (n + q) = G_strip 3 n))
  := A317367.A317367.

(** P_n(2): the values listed in certs/strip-2.cert are the true ones, and
    they are G(P_0(2)), ..., G(P_127(2)). *)
Example P2_listed_as_documented :
  forall n a, nth_error (nth 0 CertStrip2.strip_values []) n = Some a -> a = G_strip 2 n
  := StripK2.listed_values_true.

Example P2_values_as_documented :
  length StripK2.P2_values = 128 /\ forall n, n < 128 -> G_strip 2 n = nth n StripK2.P2_values 0
  := StripK2.P2_values_true.

Print Assumptions A317367_as_documented.
Print Assumptions P2_listed_as_documented.
Print Assumptions P2_values_as_documented.
