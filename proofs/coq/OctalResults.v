(** * OctalResults: the headline results for octal games as closed Coq
      theorems about the games themselves (issue 16).

    Each theorem below is stated for the game played on positions (finite
    lists of heaps, HeapSum.v): [game_value code V] says V is the
    Sprague-Grundy function of that game (V P = mex of V over the positions
    reachable from P in one move, where a move picks one heap and applies a
    move of the code to it, HeapGame.v [is_option]).  Such a V exists and is
    unique ([game_value_exists], [game_value_unique]); V [n] is the value of
    a single heap of size n.  No checker vocabulary appears in the
    statements.

    The proofs run the checker of HeapChecker.v by [vm_compute] on the data
    of the solver's certificates, which proofs/build turns into the modules
    CertA002187, CertOctal007, CertOctal077, CertA215721 (proofs/gen-cert-v); the only
    thing taken from a certificate is data, every claim is re-checked. *)

From Coq Require Import Arith Lia List Bool ZArith.
Import ListNotations.
From Nimcert Require Import HeapGame Periodicity LeastPeriod ZeroSet RationalGf HeapSum HeapChecker.
From Nimcert Require CertA002187 CertOctal007 CertOctal077 CertA215721.
Open Scope nat_scope.

(** ** The games *)

(** Dawson's chess, octal 0.137: remove 1 token if it is the whole heap
    (d_1 = 1), remove 2 tokens leaving 0 or 1 heap (d_2 = 3), remove 3 tokens
    leaving 0, 1 or 2 heaps (d_3 = 7). *)
Definition dawson_chess : nat -> nat := digit [0; 1; 3; 7].

(** Dawson's Kayles / 1 x N domino covering, octal 0.07: remove 2 tokens
    leaving 0, 1 or 2 heaps (d_2 = 7). *)
Definition dawson_kayles : nat -> nat := digit [0; 0; 7].

(** Kayles, octal 0.77: remove 1 or 2 tokens, leaving 0, 1 or 2 heaps
    (d_1 = d_2 = 7). *)
Definition kayles : nat -> nat := digit [0; 7; 7].

(** The certificates are about these games. *)
Lemma cert_codes : CertA002187.code = [0; 1; 3; 7] /\ CertOctal007.code = [0; 0; 7] /\
                   CertA215721.code = [0; 0; 7].
Proof. vm_compute. auto. Qed.

(** A theorem "for all V with game_value" is not vacuous. *)
Theorem games_exist : (exists V, game_value dawson_chess V) /\ (exists V, game_value dawson_kayles V) /\
  (exists V, game_value kayles V).
Proof. split; [|split]; apply game_value_exists. Qed.

(** Shared step: a period certificate, checked, gives periodicity, least
    period and least prefix for the single-heap values of the game. *)
Lemma period_results : forall ds vals n0 p V,
  check_values ds vals = true -> check_period ds vals n0 p = true ->
  check_least_period vals n0 p = true -> check_least_prefix vals n0 p = true ->
  game_value (digit ds) V ->
  (forall n, n0 <= n -> V [n + p] = V [n]) /\
  (forall q n1, 1 <= q < p -> ~ (forall n, n1 <= n -> V [n + q] = V [n])) /\
  (forall n1 q, n1 < n0 -> 1 <= q -> ~ (forall n, n1 <= n -> V [n + q] = V [n])).
Proof.
  intros ds vals n0 p V Hv Hp Hl Hpre HV.
  pose proof (heap_recursion (digit ds) V HV) as HG.
  split; [|split].
  - apply (check_period_sound ds vals n0 p Hv Hp _ HG).
  - intros q n1 Hq H. apply (check_least_period_sound ds vals n0 p Hv Hp Hl _ HG q Hq).
    exists n1. exact H.
  - apply (check_least_prefix_sound ds vals n0 p Hv Hp Hl Hpre _ HG).
Qed.

(** ** A002187 (Dawson's chess): G(n + 34) = G(n) for all n >= 52; 34 is
    the least eventual period and 52 the least start of any period. *)
Local Lemma A002187_checks : CertA002187.code = [0; 1; 3; 7] /\
  check_values CertA002187.code CertA002187.values = true /\
  check_period CertA002187.code CertA002187.values CertA002187.period_n0 CertA002187.period_p = true /\
  check_least_period CertA002187.values CertA002187.period_n0 CertA002187.period_p = true /\
  check_least_prefix CertA002187.values CertA002187.period_n0 CertA002187.period_p = true /\
  CertA002187.period_n0 = 52 /\ CertA002187.period_p = 34.
Proof. vm_compute. repeat split. Qed.

Theorem A002187 : forall V, game_value dawson_chess V ->
  (forall n, 52 <= n -> V [n + 34] = V [n]) /\
  (forall q n1, 1 <= q < 34 -> ~ (forall n, n1 <= n -> V [n + q] = V [n])) /\
  (forall n1 q, n1 < 52 -> 1 <= q -> ~ (forall n, n1 <= n -> V [n + q] = V [n])).
Proof.
  intros V HV.
  destruct A002187_checks as [Hc [H1 [H2 [H3 [H4 [H5 H6]]]]]].
  unfold dawson_chess in HV. rewrite <- Hc in HV.
  rewrite <- H5, <- H6.
  exact (period_results _ _ _ _ V H1 H2 H3 H4 HV).
Qed.

(** ** Dawson's Kayles (octal 0.07): G(n + 34) = G(n) for all n >= 53;
    34 is the least eventual period and 53 the least start of any period. *)
Local Lemma octal_007_checks : CertOctal007.code = [0; 0; 7] /\
  check_values CertOctal007.code CertOctal007.values = true /\
  check_period CertOctal007.code CertOctal007.values CertOctal007.period_n0 CertOctal007.period_p = true /\
  check_least_period CertOctal007.values CertOctal007.period_n0 CertOctal007.period_p = true /\
  check_least_prefix CertOctal007.values CertOctal007.period_n0 CertOctal007.period_p = true /\
  CertOctal007.period_n0 = 53 /\ CertOctal007.period_p = 34.
Proof. vm_compute. repeat split. Qed.

Theorem octal_007_period : forall V, game_value dawson_kayles V ->
  (forall n, 53 <= n -> V [n + 34] = V [n]) /\
  (forall q n1, 1 <= q < 34 -> ~ (forall n, n1 <= n -> V [n + q] = V [n])) /\
  (forall n1 q, n1 < 53 -> 1 <= q -> ~ (forall n, n1 <= n -> V [n + q] = V [n])).
Proof.
  intros V HV.
  destruct octal_007_checks as [Hc [H1 [H2 [H3 [H4 [H5 H6]]]]]].
  unfold dawson_kayles in HV. rewrite <- Hc in HV.
  rewrite <- H5, <- H6.
  exact (period_results _ _ _ _ V H1 H2 H3 H4 HV).
Qed.

(** ** Kayles (octal 0.77): G(n + 12) = G(n) for all n >= 71; 12 is the
    least eventual period and 71 the least start of any period. *)
Local Lemma kayles_077_checks : CertOctal077.code = [0; 7; 7] /\
  check_values CertOctal077.code CertOctal077.values = true /\
  check_period CertOctal077.code CertOctal077.values CertOctal077.period_n0 CertOctal077.period_p = true /\
  check_least_period CertOctal077.values CertOctal077.period_n0 CertOctal077.period_p = true /\
  check_least_prefix CertOctal077.values CertOctal077.period_n0 CertOctal077.period_p = true /\
  CertOctal077.period_n0 = 71 /\ CertOctal077.period_p = 12.
Proof. vm_compute. repeat split. Qed.

Theorem kayles_077_period : forall V, game_value kayles V ->
  (forall n, 71 <= n -> V [n + 12] = V [n]) /\
  (forall q n1, 1 <= q < 12 -> ~ (forall n, n1 <= n -> V [n + q] = V [n])) /\
  (forall n1 q, n1 < 71 -> 1 <= q -> ~ (forall n, n1 <= n -> V [n + q] = V [n])).
Proof.
  intros V HV.
  destruct kayles_077_checks as [Hc [H1 [H2 [H3 [H4 [H5 H6]]]]]].
  unfold kayles in HV. rewrite <- Hc in HV.
  rewrite <- H5, <- H6.
  exact (period_results _ _ _ _ V H1 H2 H3 H4 HV).
Qed.

(** ** A215721: the zeros of Dawson's Kayles.
    Let a(1) < a(2) < ... enumerate {n : G_{0.07}(n) = 0} (the heap sizes
    that are second-player wins).  Then
    - a(i) = a(i - 5) + 34 for every i >= 15, and not for i = 14;
    - generating function: D(x) * sum_{i>=1} a(i) x^i = N(x) with
        N(x) = x^2 + 4x^3 + 4x^4 + 6x^5 + 6x^6 + 3x^7 + 2x^9 - 2x^10 - 2x^11
               + 8x^12 - 2x^14 + 6x^15,
        D(x) = 1 - x - x^5 + x^6 = (1 - x)(1 - x^5),
      i.e. sum a(i) x^i = N(x)/D(x) (D(0) = 1), as the identity of
      coefficients: [conv] is the Cauchy product of coefficient sequences,
      [ser l] the polynomial with coefficient list l (x^0 first) and
      [Aser a] the series sum_{i>=1} a(i) x^i (RationalGf.v). *)
Definition A215721_N : list Z := [0; 0; 1; 4; 4; 6; 6; 3; 0; 2; -2; -2; 8; 0; -2; 6]%Z.
Definition A215721_D : list Z := [1; -1; 0; 0; 0; -1; 1]%Z.

(** The data of certs/A215721.cert, and what the checker derives from it. *)
Local Definition ds := CertA215721.code.
Local Definition vals := CertA215721.values.
Local Definition n0 := CertA215721.period_n0.
Local Definition p := CertA215721.period_p.
Local Definition prefix := zeros_between vals 0 n0.
Local Definition residues := zeros_between vals n0 (n0 + p).
Local Definition b := zero_at p prefix residues.

Local Lemma checks :
  check_values ds vals = true /\ check_period ds vals n0 p = true /\
  n0 + p <= length vals /\ n0 = 53 /\ p = 34 /\ length residues = 5 /\
  (* the certificate's zero lists are the ones found here *)
  prefix = CertA215721.zeros_prefix /\ residues = CertA215721.zeros_residues /\
  (* and its recurrence claim is the one proved below *)
  CertA215721.recurrence_i0 = 15 /\ CertA215721.recurrence_r = 5 /\ CertA215721.recurrence_s = 34 /\
  (* the recurrence at i = 15, 16 (below c + r + 1 = 17) and its failure at 14 *)
  length prefix + length residues + 1 = 17 /\
  b 15 = b 10 + 34 /\ b 16 = b 11 + 34 /\ b 14 <> b 9 + 34 /\
  check_gf b (length prefix) (length residues) A215721_N A215721_D = true /\
  A215721_N = CertA215721.gf_numerator /\ A215721_D = CertA215721.gf_denominator.
Proof. vm_compute. repeat split; try discriminate; try (intros H; discriminate H); lia. Qed.

Theorem A215721 : forall V, game_value dawson_kayles V ->
  forall a : nat -> nat,
  (forall i, 1 <= i -> a i < a (S i)) ->
  (forall n, V [n] = 0 <-> exists i, 1 <= i /\ a i = n) ->
  (forall i, 15 <= i -> a i = a (i - 5) + 34) /\ a 14 <> a 9 + 34 /\
  (forall m, conv (ser A215721_D) (Aser a) m = ser A215721_N m).
Proof.
  intros V HV a Ha Hz.
  destruct checks as [Hv [Hp [Hlen [Hn0 [Hp34 [Hr [_ [_ [_ [_ [_ [Hcr [H15 [H16 [H14 [Hgf _]]]]]]]]]]]]]]]].
  unfold dawson_kayles in HV. replace [0; 0; 7] with ds in HV by (vm_compute; reflexivity).
  set (G := fun h => V [h]).
  pose proof (heap_recursion (digit ds) V HV) as HG. fold G in HG.
  pose proof (check_values_sound ds vals Hv G HG) as HGv.
  pose proof (check_period_sound ds vals n0 p Hv Hp G HG) as Hper.
  assert (Hp1 : 1 <= p) by lia.
  destruct (zeros_sound vals G 0 n0 ltac:(lia) HGv) as [Hps Hpz].
  destruct (zeros_sound vals G n0 (n0 + p) ltac:(lia) HGv) as [Hrs Hrz].
  assert (Hpre : forall n, In n prefix <-> n < n0 /\ G n = 0).
  { intros n. unfold prefix. rewrite Hpz. lia. }
  destruct (zero_enumeration G n0 p prefix residues Hp1 Hper Hps Hpre Hrs Hrz ltac:(lia))
    as [Hbinc Hbz].
  assert (Hab : forall i, 1 <= i -> a i = b i)
    by exact (enumeration_unique a b (fun n => G n = 0) Ha Hz Hbinc Hbz).
  split; [|split].
  - intros i Hi. rewrite !Hab by lia.
    destruct (lt_dec i 17) as [Hl|Hl].
    + assert (i = 15 \/ i = 16) as [-> | ->] by lia; assumption.
    + rewrite <- Hp34, <- Hr.
      apply (zero_recurrence p prefix residues Hp1); lia.
  - rewrite !Hab by lia. exact H14.
  - intros m. rewrite (conv_ext_r _ (Aser a) (Aser b)).
    + exact (rational_gf_zeros p prefix residues A215721_N A215721_D Hp1 ltac:(lia)
               (check_gf_sound b _ _ _ _ Hgf) m).
    + intros k. unfold Aser. destruct (Nat.eqb_spec k 0); [reflexivity|]. rewrite Hab by lia. reflexivity.
Qed.

(** The enumeration in [A215721] exists. *)
Theorem A215721_enumeration_exists : forall V, game_value dawson_kayles V ->
  exists a : nat -> nat, (forall i, 1 <= i -> a i < a (S i)) /\
                         (forall n, V [n] = 0 <-> exists i, 1 <= i /\ a i = n).
Proof.
  intros V HV.
  destruct checks as [Hv [Hp [Hlen [Hn0 [Hp34 [Hr _]]]]]].
  unfold dawson_kayles in HV. replace [0; 0; 7] with ds in HV by (vm_compute; reflexivity).
  set (G := fun h => V [h]).
  pose proof (heap_recursion (digit ds) V HV) as HG. fold G in HG.
  pose proof (check_values_sound ds vals Hv G HG) as HGv.
  pose proof (check_period_sound ds vals n0 p Hv Hp G HG) as Hper.
  destruct (zeros_sound vals G 0 n0 ltac:(lia) HGv) as [Hps Hpz].
  destruct (zeros_sound vals G n0 (n0 + p) ltac:(lia) HGv) as [Hrs Hrz].
  assert (Hpre : forall n, In n prefix <-> n < n0 /\ G n = 0).
  { intros n. unfold prefix. rewrite Hpz. lia. }
  exists b. exact (zero_enumeration G n0 p prefix residues ltac:(lia) Hper Hps Hpre Hrs Hrz ltac:(lia)).
Qed.

Print Assumptions games_exist.
Print Assumptions A002187.
Print Assumptions octal_007_period.
Print Assumptions kayles_077_period.
Print Assumptions A215721.
Print Assumptions A215721_enumeration_exists.
