(** * LeastPeriod: theorems [least_prefix] and [least_period]
      (proofs/periodicity.md#least-prefix, #least-period).

    These are facts about an arbitrary sequence G : nat -> nat.
    Used by: checker/heap_claims.cpp, [check_period]:
    - least prefix: "if (n0 > 0 && G(n0-1) == G(n0-1+p)) reject";
    - least period: for each prime r dividing p (trial division loop),
      some n in [n0, n0+p) must have G(n + p/r) <> G(n). *)

From Coq Require Import Arith Lia.

(** (n0, p) is a periodicity pair: G(n+p) = G(n) for all n >= n0. *)
Definition periodic_from (G : nat -> nat) (n0 p : nat) : Prop :=
  forall n, n0 <= n -> G (n + p) = G n.

(** q is an eventual period. *)
Definition eventual_period (G : nat -> nat) (q : nat) : Prop :=
  exists n1, periodic_from G n1 q.

Definition prime (r : nat) : Prop :=
  2 <= r /\ forall x, Nat.divide x r -> x = 1 \/ x = r.

(** ** Theorem [least_prefix].
    If (n0, p) is a periodicity pair, n0 > 0 and G(n0-1+p) <> G(n0-1), then
    no n0' < n0 makes (n0', p) a periodicity pair. *)
Theorem least_prefix : forall G n0 p, periodic_from G n0 p -> 0 < n0 ->
  G (n0 - 1 + p) <> G (n0 - 1) ->
  forall n0', n0' < n0 -> ~ periodic_from G n0' p.
Proof.
  intros G n0 p _ Hn0 Hne n0' Hlt Hper. apply Hne. apply Hper. lia.
Qed.

Section Sequences.
Variable G : nat -> nat.

Lemma periodic_iter : forall m q, periodic_from G m q ->
  forall k n, m <= n -> G (n + k * q) = G n.
Proof.
  intros m q H k. induction k as [|k IH]; intros n Hn; simpl.
  - rewrite Nat.add_0_r. auto.
  - replace (n + (q + k * q)) with (n + k * q + q) by lia.
    rewrite H by lia. apply IH; auto.
Qed.

Lemma periodic_mono : forall m m' q, periodic_from G m q -> m <= m' -> periodic_from G m' q.
Proof. intros m m' q H Hm n Hn. apply H. lia. Qed.

Lemma periodic_mod : forall m a b, periodic_from G m a -> periodic_from G m b ->
  periodic_from G m (a mod b).
Proof.
  intros m a b Ha Hb n Hn.
  destruct (Nat.eq_dec b 0) as [->|Hb0].
  - simpl. apply Ha; auto.
  - rewrite <- (periodic_iter m b Hb (a / b) (n + a mod b)) by lia.
    replace (n + a mod b + a / b * b) with (n + a).
    + apply Ha; auto.
    + pose proof (Nat.div_mod a b Hb0). lia.
Qed.

(** Lemma 4.2: the gcd of two periods (from a common start) is a period. *)
Lemma periodic_gcd : forall m b a, periodic_from G m a -> periodic_from G m b ->
  periodic_from G m (Nat.gcd a b).
Proof.
  intros m b. induction b as [b IH] using (well_founded_induction lt_wf).
  intros a Ha Hb. destruct (Nat.eq_dec b 0) as [->|Hb0].
  - rewrite Nat.gcd_0_r. auto.
  - replace (Nat.gcd a b) with (Nat.gcd b (a mod b)).
    + apply IH; auto. apply Nat.mod_upper_bound; auto. apply periodic_mod; auto.
    + rewrite Nat.gcd_comm, Nat.gcd_mod by auto. apply Nat.gcd_comm.
Qed.

End Sequences.

(** Bounded search. *)
Lemma bounded_dec : forall (P : nat -> Prop), (forall x, P x \/ ~ P x) ->
  forall n, (exists x, x < n /\ P x) \/ (forall x, x < n -> ~ P x).
Proof.
  intros P Hd n. induction n as [|n IH].
  - right. intros x Hx. lia.
  - destruct IH as [[x [Hx HP]]|IH]; [left; exists x; split; auto|].
    destruct (Hd n) as [HP|HP]; [left; exists n; split; auto|].
    right. intros x Hx. destruct (Nat.eq_dec x n) as [->|Hne]; auto. apply IH. lia.
Qed.

Lemma prime_divisor : forall k, 2 <= k -> exists r, prime r /\ Nat.divide r k.
Proof.
  intros k. induction k as [k IH] using (well_founded_induction lt_wf). intros Hk.
  destruct (bounded_dec (fun x => 2 <= x /\ Nat.divide x k)) with (n := k) as [[x [Hx [H2 Hdiv]]]|Hno].
  - intros x. destruct (le_lt_dec 2 x) as [H2|H2]; [|right; intros [? ?]; lia].
    destruct (Nat.eq_dec (k mod x) 0) as [H0|H0].
    + left. split; auto. apply Nat.mod_divide; auto. lia.
    + right. intros [_ Hd]. apply H0. apply Nat.mod_divide; auto. lia.
  - destruct (IH x Hx H2) as [r [Hr Hrx]]. exists r. split; auto.
    eapply Nat.divide_trans; eauto.
  - exists k. split; [|apply Nat.divide_refl]. split; auto.
    intros x Hx. pose proof (Nat.divide_pos_le x k ltac:(lia) Hx) as Hle.
    destruct (Nat.eq_dec x 0) as [->|Hx0].
    + destruct Hx as [z Hz]. lia.
    + destruct (Nat.eq_dec x 1) as [|Hx1]; auto.
      destruct (Nat.eq_dec x k) as [|Hxk]; auto.
      exfalso. apply (Hno x); [lia|]. split; auto. lia.
Qed.

(** ** Theorem [least_period].
    If (n0, p) is a periodicity pair with p >= 1 and, for every prime r
    dividing p, some n in [n0, n0+p) has G(n + p/r) <> G(n), then no q with
    1 <= q < p is an eventual period (p is the least eventual period). *)
Theorem least_period : forall G n0 p, 1 <= p -> periodic_from G n0 p ->
  (forall r, prime r -> Nat.divide r p ->
     exists n, n0 <= n < n0 + p /\ G (n + p / r) <> G n) ->
  forall q, 1 <= q < p -> ~ eventual_period G q.
Proof.
  intros G n0 p Hp Hper Hprime q Hq [n1 Hq1].
  set (m := Nat.max n0 n1).
  assert (Hpm : periodic_from G m p) by (apply (periodic_mono G n0); auto; unfold m; lia).
  assert (Hqm : periodic_from G m q) by (apply (periodic_mono G n1); auto; unfold m; lia).
  set (g := Nat.gcd p q).
  assert (Hgm : periodic_from G m g) by (apply periodic_gcd; auto).
  assert (Hgp : Nat.divide g p) by apply Nat.gcd_divide_l.
  assert (Hgq : Nat.divide g q) by apply Nat.gcd_divide_r.
  assert (Hg1 : 1 <= g) by (pose proof (Nat.divide_pos_le g q ltac:(lia) Hgq);
                             destruct (Nat.eq_dec g 0) as [Hz|]; [|lia];
                             destruct Hgq as [z Hz']; lia).
  assert (Hgle : g <= q) by (apply Nat.divide_pos_le; auto; lia).
  destruct Hgp as [k Hk].
  assert (Hk2 : 2 <= k) by (destruct k as [|[|k]]; nia).
  destruct (prime_divisor k Hk2) as [r [Hr [l Hl]]].
  assert (Hr2 : 2 <= r) by apply Hr.
  assert (Hpr : p / r = l * g).
  { rewrite Hk, Hl. replace (l * r * g) with ((l * g) * r) by ring.
    apply Nat.div_mul. lia. }
  assert (Hrp : Nat.divide r p) by (exists (l * g); rewrite Hk, Hl; ring).
  destruct (Hprime r Hr Hrp) as [n [Hn Hne]]. apply Hne.
  (* Move n far right by a multiple of p, where p/r = l*g is a period. *)
  set (N := n + m * p).
  assert (HN : m <= N) by (unfold N; nia).
  assert (E1 : G N = G n) by (unfold N; apply (periodic_iter G n0 p); auto; lia).
  assert (E2 : G (N + p / r) = G (n + p / r)).
  { unfold N. replace (n + m * p + p / r) with (n + p / r + m * p) by lia.
    apply (periodic_iter G n0 p); auto; lia. }
  assert (E3 : G (N + p / r) = G N).
  { rewrite Hpr. apply (periodic_iter G m g); auto. }
  congruence.
Qed.

(** ** Corollary [least_prefix_any_period] (periodicity.md section 4 (b)):
    if moreover p is the least eventual period, then no (n0', q) with
    n0' < n0 and q >= 1 is a periodicity pair. *)
Theorem least_prefix_any_period : forall G n0 p, 1 <= p -> periodic_from G n0 p -> 0 < n0 ->
  G (n0 - 1 + p) <> G (n0 - 1) ->
  (forall q, 1 <= q < p -> ~ eventual_period G q) ->
  forall n0' q, n0' < n0 -> 1 <= q -> ~ periodic_from G n0' q.
Proof.
  intros G n0 p Hp Hper Hn0 Hne Hleast n0' q Hlt Hq Hq0.
  assert (Hpm : periodic_from G n0 q) by (apply (periodic_mono G n0'); auto; lia).
  assert (Hg : periodic_from G n0 (Nat.gcd p q)) by (apply periodic_gcd; auto).
  assert (Hgq : Nat.divide (Nat.gcd p q) p) by apply Nat.gcd_divide_l.
  assert (Hgp : Nat.gcd p q = p).
  { pose proof (Nat.divide_pos_le _ p ltac:(lia) Hgq).
    destruct (Nat.eq_dec (Nat.gcd p q) 0) as [Hz|Hz].
    - apply Nat.gcd_eq_0 in Hz. lia.
    - destruct (lt_dec (Nat.gcd p q) p) as [Hlt'|]; [|lia].
      exfalso. apply (Hleast (Nat.gcd p q)); [lia|]. exists n0. auto. }
  assert (Hpq : Nat.divide p q) by (rewrite <- Hgp; apply Nat.gcd_divide_r).
  destruct Hpq as [k Hk]. destruct k as [|k]; [lia|].
  apply Hne.
  rewrite <- (Hq0 (n0 - 1)) by lia. rewrite Hk.
  replace (n0 - 1 + S k * p) with (n0 - 1 + p + k * p) by (simpl; lia).
  symmetry. apply (periodic_iter G n0 p); auto. lia.
Qed.

Print Assumptions least_prefix.
Print Assumptions least_period.
Print Assumptions least_prefix_any_period.
