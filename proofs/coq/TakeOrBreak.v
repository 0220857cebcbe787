(** * TakeOrBreak: Take-or-Break (Lasker's) Nim -- theorems
      [take_or_break_arithmetic] and [nsum_flip] (proofs/take-or-break.md).

    Model.  A move removes any positive number of tokens from one heap
    (possibly all of it), or splits a heap of size >= 2 into two nonempty
    heaps without removing any.
    - [tob_opt G n v]: v is the value of an option of a heap of size n:
      v = G m for some m < n (removal; m = 0 is "take it all", value 0), or
      v = G a xor G b with a, b >= 1 and a + b = n (split).  The value of a
      position of several heaps is the xor of their values (Sprague-Grundy
      theorem for sums: [heap_sum], HeapSum.v; the statement about
      positions is [A257092], A257092.v).
    - [tob_grundy G]: for every n, G n = mex of the option values of n.
      [tob_grundy_unique] and [tob_grundy_exists] show exactly one such G
      exists, so theorems "for all G with [tob_grundy G]" are about THE
      Grundy function of the game.
    - [tob_grundy_iff]: [tob_grundy] is [grundy tob_d] (HeapGame.v), the
      model the checker's value records are checked in: the code 4.333...
      (d_0 = 4: split into two heaps; d_i = 3 for i >= 1: remove i tokens and
      leave 0 or 1 heap), which is [take_or_break_code] in
      checker/heap_records.cpp (digits {4, 3}, the last one repeated forever).

    Used by: checker/heap_claims.cpp, [check_arithmetic_period]
    ([take_or_break_arithmetic]) and [check_nsum_flip] ([nsum_flip]). *)

From Coq Require Import Arith Lia List Bool ZifyNat.
Import ListNotations.
From Nimcert Require Import HeapGame GrundyExists.

(** ** The game *)

(** The code 4.333... of checker/heap_records.cpp [take_or_break_code]. *)
Definition tob_d (i : nat) : nat := match i with O => 4 | S _ => 3 end.

Definition tob_opt (G : nat -> nat) (n v : nat) : Prop :=
  (exists m, m < n /\ v = G m) \/
  (exists a b, 1 <= a /\ 1 <= b /\ a + b = n /\ v = Nat.lxor (G a) (G b)).

Definition tob_grundy (G : nat -> nat) : Prop :=
  forall n, (forall k, k < G n -> tob_opt G n k) /\ ~ tob_opt G n (G n).

Lemma tob_mex : forall G n g, tob_grundy G ->
  (forall k, k < g -> tob_opt G n k) -> ~ tob_opt G n g -> G n = g.
Proof.
  intros G n g HG Hlow Hg. destruct (HG n) as [HGl HGn].
  destruct (lt_eq_lt_dec (G n) g) as [[Hlt|Heq]|Hgt]; auto.
  - exfalso. apply HGn. apply Hlow. exact Hlt.
  - exfalso. apply Hg. apply HGl. exact Hgt.
Qed.

Lemma tob_grundy_0 : forall G, tob_grundy G -> G 0 = 0.
Proof.
  intros G HG. apply tob_mex; auto; [intros; lia|].
  intros [[m [Hm _]]|[a [b [Ha [Hb [Hab _]]]]]]; lia.
Qed.

Lemma grundy_tob_0 : forall G, grundy tob_d G -> G 0 = 0.
Proof.
  intros G HG. apply (mex tob_d G 0 0 HG); [intros; lia|].
  intros [i [ps [[Hs [Hpos [_ [_ Hi]]]] _]]].
  destruct ps as [|a l]; simpl in *.
  - specialize (Hi (Nat.le_0_l 1)). lia.
  - rewrite Forall_forall in Hpos. specialize (Hpos a (or_introl eq_refl)). lia.
Qed.

(** With G 0 = 0, the options of the code 4.333... have exactly the values
    [tob_opt] lists. *)
Lemma tob_opt_val : forall G, G 0 = 0 ->
  forall n v, opt_val tob_d G n v <-> tob_opt G n v.
Proof.
  intros G H0 n v. split.
  - intros [i [ps [[Hs [Hpos [H3 [Hb Hi]]]] Hv]]].
    rewrite Forall_forall in Hpos.
    destruct ps as [|a [|b [|c [|e l]]]]; simpl in Hs, Hb, H3, Hi, Hv.
    + destruct i as [|i]; [discriminate|].
      left. exists 0. split; [lia|]. rewrite H0; auto.
    + destruct i as [|i]; [discriminate|].
      left. exists a. pose proof (Hpos a (or_introl eq_refl)). split; [lia|].
      rewrite <- Hv. apply Nat.lxor_0_r.
    + destruct i as [|i]; [|discriminate].
      right. exists a, b.
      pose proof (Hpos a (or_introl eq_refl)). pose proof (Hpos b (or_intror (or_introl eq_refl))).
      split; [lia|]. split; [lia|]. split; [lia|].
      rewrite <- Hv. rewrite Nat.lxor_0_r. reflexivity.
    + destruct i; discriminate.
    + lia.
  - intros [[m [Hm Hv]]|[a [b [Ha [Hb [Hab Hv]]]]]]; subst v.
    + destruct m as [|m].
      * exists n, []. split; [|simpl; auto].
        unfold is_option; simpl. split; [lia|]. split; [constructor|].
        split; [lia|]. split; [destruct n; [lia|reflexivity]|]. intros _; lia.
      * exists (n - S m), [S m]. split; [|simpl; apply Nat.lxor_0_r].
        unfold is_option; simpl. split; [lia|]. split; [constructor; [lia|constructor]|].
        split; [lia|]. split; [destruct (n - S m) eqn:E; [lia|reflexivity]|]. intros _; lia.
    + exists 0, [a; b]. split; [|simpl; rewrite Nat.lxor_0_r; reflexivity].
      unfold is_option; simpl. split; [lia|]. split; [repeat constructor; lia|].
      split; [lia|]. split; [reflexivity|]. intros; lia.
Qed.

(** ** Theorem [tob_grundy_iff]: the plain rule is the code model. *)
Theorem tob_grundy_iff : forall G, grundy tob_d G <-> tob_grundy G.
Proof.
  intros G. split; intros HG.
  - pose proof (grundy_tob_0 G HG) as H0. intros n. destruct (HG n) as [H1 H2]. split.
    + intros k Hk. apply tob_opt_val; auto.
    + intro H. apply H2. apply tob_opt_val; auto.
  - pose proof (tob_grundy_0 G HG) as H0. intros n. destruct (HG n) as [H1 H2]. split.
    + intros k Hk. apply tob_opt_val; auto.
    + intro H. apply H2. apply tob_opt_val; auto.
Qed.

(** ** Theorems [tob_grundy_unique], [tob_grundy_exists]. *)
Theorem tob_grundy_unique : forall G1 G2, tob_grundy G1 -> tob_grundy G2 ->
  forall n, G1 n = G2 n.
Proof.
  intros G1 G2 H1 H2. apply (grundy_unique tob_d); apply tob_grundy_iff; auto.
Qed.

Theorem tob_grundy_exists : tob_grundy (grundy_fun tob_d).
Proof. apply tob_grundy_iff. apply grundy_exists. Qed.

(** The code model computes the table in tests/corpus/correct/take-or-break-a257092.cert. *)
Example tob_table : map (grundy_fun tob_d) (seq 0 9) = [0; 1; 2; 4; 3; 5; 6; 8; 7].
Proof. vm_compute. reflexivity. Qed.

(** ** Bits: xor acts separately on the low two bits and the rest. *)

Lemma lxor_mod4 : forall a b, Nat.lxor a b mod 4 = Nat.lxor (a mod 4) (b mod 4).
Proof.
  intros a b. change 4 with (2 ^ 2). apply Nat.bits_inj. intro i.
  destruct (lt_dec i 2) as [Hi|Hi].
  - rewrite Nat.mod_pow2_bits_low by exact Hi. rewrite !Nat.lxor_spec.
    rewrite !Nat.mod_pow2_bits_low by exact Hi. reflexivity.
  - rewrite Nat.mod_pow2_bits_high by lia. rewrite Nat.lxor_spec.
    rewrite !Nat.mod_pow2_bits_high by lia. reflexivity.
Qed.

Lemma lxor_div4 : forall a b, Nat.lxor a b / 4 = Nat.lxor (a / 4) (b / 4).
Proof.
  intros a b. change 4 with (2 ^ 2). apply Nat.bits_inj. intro i.
  rewrite Nat.div_pow2_bits, !Nat.lxor_spec, !Nat.div_pow2_bits. reflexivity.
Qed.

Lemma eq_div_mod4 : forall a b, a / 4 = b / 4 -> a mod 4 = b mod 4 -> a = b.
Proof. intros a b H1 H2. lia. Qed.

Lemma lt4_cases : forall r, r < 4 -> r = 0 \/ r = 1 \/ r = 2 \/ r = 3.
Proof. intros; lia. Qed.

(** ** The closed form L *)

(** L(0) = 0; L(4k+1) = 4k+1, L(4k+2) = 4k+2, L(4k+3) = 4k+4, L(4k+4) = 4k+3. *)
Definition L (n : nat) : nat :=
  if n =? 0 then 0 else
  match n mod 4 with
  | 0 => n - 1
  | 3 => n + 1
  | _ => n
  end.

Lemma L_spec : forall n,
  (n = 0 /\ L n = 0) \/ (n mod 4 = 1 /\ L n = n) \/ (n mod 4 = 2 /\ L n = n) \/
  (n mod 4 = 3 /\ L n = n + 1) \/ (1 <= n /\ n mod 4 = 0 /\ L n = n - 1).
Proof.
  intros n. unfold L. destruct (n =? 0) eqn:E.
  - left. apply Nat.eqb_eq in E. auto.
  - apply Nat.eqb_neq in E. right.
    assert (Hm : n mod 4 < 4) by (apply Nat.mod_upper_bound; lia).
    destruct (n mod 4) as [|[|[|[|r]]]] eqn:M; lia.
Qed.

Lemma L_blocks : forall k,
  L (4 * k + 1) = 4 * k + 1 /\ L (4 * k + 2) = 4 * k + 2 /\
  L (4 * k + 3) = 4 * k + 4 /\ L (4 * k + 4) = 4 * k + 3.
Proof.
  intros k. split; [|split; [|split]].
  - pose proof (L_spec (4 * k + 1)); lia.
  - pose proof (L_spec (4 * k + 2)); lia.
  - pose proof (L_spec (4 * k + 3)); lia.
  - pose proof (L_spec (4 * k + 4)); lia.
Qed.

Lemma blocks : forall n, n = 0 \/ exists k,
  n = 4 * k + 1 \/ n = 4 * k + 2 \/ n = 4 * k + 3 \/ n = 4 * k + 4.
Proof.
  intros n. destruct n as [|m]; [left; auto|right].
  exists (m / 4). pose proof (Nat.div_mod_eq m 4).
  assert (Hm : m mod 4 < 4) by (apply Nat.mod_upper_bound; lia).
  destruct (lt4_cases _ Hm) as [M|[M|[M|M]]]; rewrite M in *; lia.
Qed.

Lemma L_invol : forall n, L (L n) = n.
Proof. intros n. pose proof (L_spec n). pose proof (L_spec (L n)). lia. Qed.

Lemma L_shift : forall n, 1 <= n -> L (n + 4) = L n + 4.
Proof. intros n Hn. pose proof (L_spec n). pose proof (L_spec (n + 4)). lia. Qed.

(** Every value below L n is some L m with m < n, except L n - 1 = n when
    n = 4k+3 (fact (a) of the Markdown proof). *)
Lemma L_below : forall n k, 1 <= n -> k < L n -> L k < n \/ (n mod 4 = 3 /\ k = n).
Proof. intros n k Hn Hk. pose proof (L_spec n). pose proof (L_spec k). lia. Qed.

(** The low two bits of L a (a >= 1) depend only on a mod 4 (fact (b)). *)
Definition low (r : nat) : nat := match r with 1 => 1 | 2 => 2 | 3 => 0 | _ => 3 end.

Lemma L_mod4 : forall a, 1 <= a -> L a mod 4 = low (a mod 4).
Proof.
  intros a Ha. pose proof (L_spec a) as H.
  assert (Hm : a mod 4 < 4) by (apply Nat.mod_upper_bound; lia).
  destruct (lt4_cases _ Hm) as [M|[M|[M|M]]]; rewrite M; cbn [low]; lia.
Qed.

(** No split of n has value L n: the low two bits differ (the table of the
    Markdown proof). *)
Lemma split_low_bits : forall a b, 1 <= a -> 1 <= b ->
  Nat.lxor (L a) (L b) mod 4 <> L (a + b) mod 4.
Proof.
  intros a b Ha Hb. rewrite lxor_mod4, !L_mod4 by lia.
  rewrite (Nat.add_mod a b 4) by lia.
  assert (Ma : a mod 4 < 4) by (apply Nat.mod_upper_bound; lia).
  assert (Mb : b mod 4 < 4) by (apply Nat.mod_upper_bound; lia).
  generalize dependent (b mod 4). generalize dependent (a mod 4).
  intros ra Ma rb Mb.
  destruct (lt4_cases _ Ma) as [ -> | [ -> | [ -> | -> ]]];
    destruct (lt4_cases _ Mb) as [ -> | [ -> | [ -> | -> ]]]; vm_compute; discriminate.
Qed.

(** 1 xor (4k+2) = 4k+3: the split 1 + (4k+2) of 4k+3. *)
Lemma lxor_1_2mod4 : forall x, x mod 4 = 2 -> Nat.lxor 1 x = x + 1.
Proof.
  intros x Hx.
  assert (Hq : x = 4 * (x / 4) + 2) by (pose proof (Nat.div_mod_eq x 4); lia).
  rewrite Hq. generalize (x / 4). intros q. apply eq_div_mod4.
  - rewrite lxor_div4. change (1 / 4) with 0. rewrite Nat.lxor_0_l. lia.
  - rewrite lxor_mod4. change (1 mod 4) with 1.
    replace ((4 * q + 2) mod 4) with 2 by lia. replace ((4 * q + 2 + 1) mod 4) with 3 by lia.
    reflexivity.
Qed.

(** ** The Grundy function is L *)
Theorem take_or_break_values : forall G, tob_grundy G -> forall n, G n = L n.
Proof.
  intros G HG n. induction n as [n IH] using (well_founded_induction lt_wf).
  destruct (Nat.eq_dec n 0) as [->|Hn]; [apply tob_grundy_0; auto|].
  apply tob_mex; auto.
  - intros k Hk. destruct (L_below n k) as [Hr|[Hn3 ->]]; [lia|auto| |].
    + left. exists (L k). split; auto. rewrite IH by auto. rewrite L_invol. auto.
    + right. exists 1, (n - 1). split; [lia|]. split; [lia|]. split; [lia|].
      rewrite !IH by lia. pose proof (L_spec 1). pose proof (L_spec (n - 1)).
      replace (L 1) with 1 by lia. replace (L (n - 1)) with (n - 1) by lia.
      rewrite lxor_1_2mod4 by lia. lia.
  - intros [[m [Hm Hv]]|[a [b [Ha [Hb [Hab Hv]]]]]].
    + rewrite IH in Hv by auto. apply (f_equal L) in Hv. rewrite !L_invol in Hv. lia.
    + rewrite !IH in Hv by lia. apply (split_low_bits a b Ha Hb). rewrite Hab, Hv. reflexivity.
Qed.

(** ** Theorem [take_or_break_arithmetic] (take-or-break.md#theorem-take-or-break-arithmetic).
    Hypotheses: exactly what [check_arithmetic_period] checks on the verified
    table: G(0..4) = 0, 1, 2, 4, 3 and G(n+4) = G(n) + 4 for 1 <= n < 5.
    Conclusion: G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4,
    G(4k+4) = 4k+3 for all k, i.e. G = L, and G(n+4) = G(n) + 4 for all
    n >= 1.  (The hypotheses always hold -- [take_or_break_values] needs
    none -- so the rule is sound whatever the table says; the checker still
    confirms them.) *)
Theorem take_or_break_arithmetic : forall G, tob_grundy G ->
  G 0 = 0 -> G 1 = 1 -> G 2 = 2 -> G 3 = 4 -> G 4 = 3 ->
  (forall n, 1 <= n < 5 -> G (n + 4) = G n + 4) ->
  (forall k, G (4 * k + 1) = 4 * k + 1 /\ G (4 * k + 2) = 4 * k + 2 /\
             G (4 * k + 3) = 4 * k + 4 /\ G (4 * k + 4) = 4 * k + 3) /\
  (forall n, G n = L n) /\
  (forall n, 1 <= n -> G (n + 4) = G n + 4).
Proof.
  intros G HG _ _ _ _ _ _. pose proof (take_or_break_values G HG) as HL.
  split; [|split; auto].
  - intros k. rewrite !HL. apply L_blocks.
  - intros n Hn. rewrite !HL. apply L_shift; auto.
Qed.

(** ** sigma, Flip *)

(** sigma swaps bits 0 and 1: (x with bits 0, 1 cleared) + 2 bit0(x) + bit1(x);
    [swap_low_bits] in checker/heap_claims.cpp. *)
Definition sigma (x : nat) : nat := 4 * (x / 4) + 2 * (x mod 2) + (x / 2) mod 2.

(** [flip] in checker/heap_claims.cpp and solver/take_or_break.cpp. *)
Definition Flip (n : nat) : nat :=
  if n =? 0 then 0 else if n mod 2 =? 1 then n + 1 else n - 1.

Lemma sigma_spec : forall x,
  (x mod 4 = 0 /\ sigma x = x) \/ (x mod 4 = 1 /\ sigma x = x + 1) \/
  (x mod 4 = 2 /\ sigma x = x - 1) \/ (x mod 4 = 3 /\ sigma x = x).
Proof. intros x. unfold sigma. lia. Qed.

Lemma Flip_spec : forall n,
  (n = 0 /\ Flip n = 0) \/ (n mod 2 = 1 /\ Flip n = n + 1) \/
  (1 <= n /\ n mod 2 = 0 /\ Flip n = n - 1).
Proof.
  intros n. unfold Flip. destruct (n =? 0) eqn:E; [left; apply Nat.eqb_eq in E; auto|].
  apply Nat.eqb_neq in E. right. destruct (n mod 2 =? 1) eqn:F.
  - left. apply Nat.eqb_eq in F. auto.
  - right. apply Nat.eqb_neq in F. lia.
Qed.

Theorem sigma_invol : forall x, sigma (sigma x) = x.
Proof. intros x. pose proof (sigma_spec x). pose proof (sigma_spec (sigma x)). lia. Qed.

Lemma sigma_div4 : forall x, sigma x / 4 = x / 4.
Proof. intros x. unfold sigma. lia. Qed.

Lemma sigma_mod4 : forall x, sigma x mod 4 = sigma (x mod 4).
Proof. intros x. unfold sigma. lia. Qed.

(** ** Theorem [sigma_lxor]: sigma is a xor-automorphism. *)
Theorem sigma_lxor : forall x y, sigma (Nat.lxor x y) = Nat.lxor (sigma x) (sigma y).
Proof.
  intros x y. apply eq_div_mod4.
  - rewrite sigma_div4, !lxor_div4, !sigma_div4. reflexivity.
  - rewrite sigma_mod4, !lxor_mod4, !sigma_mod4.
    assert (Mx : x mod 4 < 4) by (apply Nat.mod_upper_bound; lia).
    assert (My : y mod 4 < 4) by (apply Nat.mod_upper_bound; lia).
    generalize dependent (y mod 4). generalize dependent (x mod 4).
    intros rx Mx ry My.
    destruct (lt4_cases _ Mx) as [ -> | [ -> | [ -> | -> ]]];
      destruct (lt4_cases _ My) as [ -> | [ -> | [ -> | -> ]]]; vm_compute; reflexivity.
Qed.

(** The three facts [check_nsum_flip] checks on n = 0..4, for all n, for L. *)
Lemma sigma_blocks : forall k,
  sigma (4 * k + 1) = 4 * k + 2 /\ sigma (4 * k + 2) = 4 * k + 1 /\
  sigma (4 * k + 3) = 4 * k + 3 /\ sigma (4 * k + 4) = 4 * k + 4.
Proof.
  intros k. split; [|split; [|split]].
  - pose proof (sigma_spec (4 * k + 1)); lia.
  - pose proof (sigma_spec (4 * k + 2)); lia.
  - pose proof (sigma_spec (4 * k + 3)); lia.
  - pose proof (sigma_spec (4 * k + 4)); lia.
Qed.

Lemma Flip_blocks : forall k,
  Flip (4 * k + 1) = 4 * k + 2 /\ Flip (4 * k + 2) = 4 * k + 1 /\
  Flip (4 * k + 3) = 4 * k + 4 /\ Flip (4 * k + 4) = 4 * k + 3.
Proof.
  intros k. split; [|split; [|split]].
  - pose proof (Flip_spec (4 * k + 1)); lia.
  - pose proof (Flip_spec (4 * k + 2)); lia.
  - pose proof (Flip_spec (4 * k + 3)); lia.
  - pose proof (Flip_spec (4 * k + 4)); lia.
Qed.

Lemma L_facts : forall n, L (L n) = n /\ Flip n = sigma (L n) /\ sigma (L (sigma n)) = L n.
Proof.
  intros n. split; [apply L_invol|].
  destruct (blocks n) as [ -> | [k Hk]]; [split; reflexivity|].
  destruct (L_blocks k) as (L1 & L2 & L3 & L4).
  destruct (sigma_blocks k) as (S1 & S2 & S3 & S4).
  destruct (Flip_blocks k) as (F1 & F2 & F3 & F4).
  destruct Hk as [ -> | [ -> | [ -> | -> ]]];
    repeat first [rewrite L1 | rewrite L2 | rewrite L3 | rewrite L4 | rewrite S1 | rewrite S2 |
                  rewrite S3 | rewrite S4 | rewrite F1 | rewrite F2 | rewrite F3 | rewrite F4];
    split; reflexivity.
Qed.

(** Step 3 of the Markdown proof, for L. *)
Lemma L_flip_nsum : forall x y, L (Flip (Nat.lxor (Flip x) (Flip y))) = Nat.lxor (L x) (L y).
Proof.
  intros x y.
  destruct (L_facts x) as [_ [Fx _]]. destruct (L_facts y) as [_ [Fy _]].
  rewrite Fx, Fy, <- sigma_lxor.
  destruct (L_facts (sigma (Nat.lxor (L x) (L y)))) as [_ [F _]]. rewrite F.
  destruct (L_facts (Nat.lxor (L x) (L y))) as [_ [_ S]]. rewrite S.
  apply L_invol.
Qed.

(** ** Theorem [nsum_flip] (take-or-break.md#theorem-nsum-flip).
    Hypotheses: exactly what the checker has established when it accepts
    the claim `nsum-flip`: the conclusion of [take_or_break_arithmetic]
    (the claim `arithmetic-period 1 4 4` must precede it,
    checker/heap_claims.cpp) and the three facts [check_nsum_flip]
    checks on n = 0..4.
    Conclusion: the three facts for every n, and for all x, y, z:
    G(x) xor G(y) xor G(z) = 0 (i.e. {x, y, z} is a second-player win, by
    the Sprague-Grundy theorem for sums) iff z = Flip(Flip(x) xor Flip(y)).
    So NSum(x, y) = Flip(Flip(x) xor Flip(y)), the formula of OEIS A257092
    ([flip_nsum] in solver/take_or_break.cpp). *)
Theorem nsum_flip : forall G, tob_grundy G ->
  (forall n, 1 <= n -> G (n + 4) = G n + 4) ->
  (forall n, n < 5 -> G (G n) = n /\ Flip n = sigma (G n) /\ sigma (G (sigma n)) = G n) ->
  (forall n, G (G n) = n /\ Flip n = sigma (G n) /\ sigma (G (sigma n)) = G n) /\
  (forall x y, G (Flip (Nat.lxor (Flip x) (Flip y))) = Nat.lxor (G x) (G y)) /\
  (forall x y z, Nat.lxor (Nat.lxor (G x) (G y)) (G z) = 0 <->
                 z = Flip (Nat.lxor (Flip x) (Flip y))).
Proof.
  intros G _ Hshift Hres.
  (* (ii) on 0..4 pins G(0..4) = sigma(Flip n) = L n; the shift gives G = L. *)
  assert (Hbase : forall n, n < 5 -> G n = L n).
  { intros n Hn. destruct (Hres n Hn) as [_ [H _]].
    apply (f_equal sigma) in H. rewrite sigma_invol in H. rewrite <- H.
    assert (n = 0 \/ n = 1 \/ n = 2 \/ n = 3 \/ n = 4) as [ -> | [ -> | [ -> | [ -> | -> ]]]] by lia;
      vm_compute; reflexivity. }
  assert (HL : forall n, G n = L n).
  { intros n. induction n as [n IH] using (well_founded_induction lt_wf).
    destruct (lt_dec n 5) as [Hn|Hn]; [apply Hbase; auto|].
    replace n with ((n - 4) + 4) by lia. rewrite Hshift, L_shift by lia.
    rewrite IH by lia. reflexivity. }
  split; [|split].
  - intros n. rewrite !HL. apply L_facts.
  - intros x y. rewrite !HL. apply L_flip_nsum.
  - intros x y z. rewrite !HL, Nat.lxor_eq_0_iff. split; intros H.
    + rewrite <- (L_flip_nsum x y) in H. apply (f_equal L) in H. rewrite !L_invol in H. auto.
    + rewrite H. symmetry. apply L_flip_nsum.
Qed.

(** The hypotheses of [nsum_flip] always hold, too. *)
Corollary nsum_flip_all : forall G, tob_grundy G ->
  forall x y z, Nat.lxor (Nat.lxor (G x) (G y)) (G z) = 0 <->
                z = Flip (Nat.lxor (Flip x) (Flip y)).
Proof.
  intros G HG. apply (nsum_flip G HG).
  - intros n Hn. rewrite !(take_or_break_values G HG). apply L_shift; auto.
  - intros n _. rewrite !(take_or_break_values G HG). apply L_facts.
Qed.

Print Assumptions tob_grundy_iff.
Print Assumptions tob_grundy_unique.
Print Assumptions tob_grundy_exists.
Print Assumptions take_or_break_values.
Print Assumptions take_or_break_arithmetic.
Print Assumptions sigma_lxor.
Print Assumptions sigma_invol.
Print Assumptions nsum_flip.
Print Assumptions nsum_flip_all.
