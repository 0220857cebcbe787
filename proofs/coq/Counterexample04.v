(** * Counterexample04: remark [naive_window_unsound]
      (proofs/periodicity.md#naive-window-unsound).

    Plain statement: for the octal game 0.4 (d1 = 4, all other digits 0;
    t = 1, j = 2) the Grundy function has G(0) = G(1) = G(2) = 0 and
    G(3) = 1.  So with n0 = 0 and p = 1 the naive window
    0 <= n < j*n0 + (j-1)*p + t = 2 passes (G(1) = G(0), G(2) = G(1)), and so
    does the literal DESIGN.md window max(n0,1) <= n < 2*n0 + p + t = 2, yet
    G(2+1) <> G(2).  The checker's bound B = j*max(n0,1) + (j-1)*p + t is 4
    for this claim, and its window contains the failing n = 2.

    This is why checker/heap_claims.cpp ([check_period]) has max(n0,1)
    inside B.  [design_window_skips_n0] is the second remark of
    proofs/README.md: for 0.2, the window max(n0,1) <= n < 2*n0+p+t (n0 = 0,
    p = 2) passes but G(0+2) <> G(0); the checker's window starts at n0. *)

From Coq Require Import Arith Lia List Bool.
Import ListNotations.
From Nimcert Require Import HeapGame Periodicity GrundyExists.

Definition code04 : list nat := [0; 4].

Lemma options04 : forall h i ps, is_option (digit code04) h i ps ->
  i = 1 /\ exists a b, ps = [a; b] /\ 1 <= a /\ 1 <= b /\ 1 + a + b = h.
Proof.
  intros h i ps [Hs [Hpos [H3 [Hb Hi]]]].
  destruct ps as [|a [|b [|c [|e l]]]]; simpl in *;
    unfold digit, code04 in Hb;
    destruct i as [|[|[|i]]]; simpl in Hb; try discriminate; try lia.
  inversion Hpos; subst. inversion H2; subst.
  split; auto. exists a, b. repeat split; auto; lia.
Qed.

Lemma no_options04 : forall G h v, h <= 2 -> ~ opt_val (digit code04) G h v.
Proof.
  intros G h v Hh [i [ps [Ho _]]]. apply options04 in Ho.
  destruct Ho as [_ [a [b [_ [Ha [Hb Hs]]]]]]. lia.
Qed.

Lemma G04_small : forall G, grundy (digit code04) G -> forall h, h <= 2 -> G h = 0.
Proof.
  intros G HG h Hh. apply (mex (digit code04)); auto.
  - intros k Hk. lia.
  - apply no_options04; auto.
Qed.

Lemma G04_3 : forall G, grundy (digit code04) G -> G 3 = 1.
Proof.
  intros G HG. apply (mex (digit code04)); auto.
  - intros k Hk. assert (k = 0) by lia. subst k.
    exists 1, [1; 1]. split.
    + repeat split; simpl; auto; try lia; repeat constructor.
    + simpl. rewrite Nat.lxor_0_r. apply Nat.lxor_nilpotent.
  - intros [i [ps [Ho Hv]]]. apply options04 in Ho.
    destruct Ho as [-> [a [b [-> [Ha [Hb Hs]]]]]].
    assert (a = 1) by lia. assert (b = 1) by lia. subst a b.
    simpl in Hv. rewrite Nat.lxor_0_r, Nat.lxor_nilpotent in Hv. discriminate.
Qed.

(** ** Remark [naive_window_unsound]. *)
Theorem naive_window_unsound : forall G, grundy (digit code04) G ->
  t_of code04 = 1 /\ j_of code04 = 2 /\
  G 0 = 0 /\ G 1 = 0 /\ G 2 = 0 /\ G 3 = 1 /\
  (* the naive window [n0, j*n0 + (j-1)*p + t) for n0 = 0, p = 1 passes: *)
  (forall n, 0 <= n < j_of code04 * 0 + (j_of code04 - 1) * 1 + t_of code04 ->
     G (n + 1) = G n) /\
  (* so does the DESIGN.md window [max(n0,1), 2*n0 + p + t): *)
  (forall n, Nat.max 0 1 <= n < 2 * 0 + 1 + t_of code04 -> G (n + 1) = G n) /\
  (* but the conclusion fails at n = 2: *)
  G (2 + 1) <> G 2 /\
  (* the checker's B for (n0, p) = (0, 1), whose window [0, 4) contains 2: *)
  j_of code04 * Nat.max 0 1 + (j_of code04 - 1) * 1 + t_of code04 = 4.
Proof.
  intros G HG.
  pose proof (G04_small G HG) as Hs. pose proof (G04_3 G HG) as H3.
  assert (Ht : t_of code04 = 1) by reflexivity.
  assert (Hj : j_of code04 = 2) by reflexivity.
  rewrite Ht, Hj.
  repeat split; auto.
  - intros n Hn. rewrite !Hs by lia. reflexivity.
  - intros n Hn. rewrite !Hs by lia. reflexivity.
  - simpl. rewrite H3, Hs by lia. discriminate.
Qed.

(** ** 0.2: a window that skips n = n0 is unsound too. *)
Definition code02 : list nat := [0; 2].

Lemma options02 : forall h i ps, is_option (digit code02) h i ps ->
  i = 1 /\ exists a, ps = [a] /\ 1 <= a /\ 1 + a = h.
Proof.
  intros h i ps [Hs [Hpos [H3 [Hb Hi]]]].
  destruct ps as [|a [|b [|c [|e l]]]]; simpl in *;
    unfold digit, code02 in Hb;
    destruct i as [|[|[|i]]]; simpl in Hb; try discriminate; try lia.
  inversion Hpos; subst. split; auto. exists a. repeat split; auto; lia.
Qed.

Lemma G02_step : forall G, grundy (digit code02) G -> forall h, 1 <= h ->
  G (S h) = if G h =? 0 then 1 else 0.
Proof.
  intros G HG h Hh.
  assert (Hv : forall v, opt_val (digit code02) G (S h) v <-> v = G h).
  { intro v; split.
    - intros [i [ps [Ho Hv]]]. apply options02 in Ho.
      destruct Ho as [-> [a [-> [Ha Hs]]]]. simpl in Hv. rewrite Nat.lxor_0_r in Hv.
      assert (a = h) by lia. subst. auto.
    - intros ->. exists 1, [h]. split; [|simpl; apply Nat.lxor_0_r].
      repeat split; simpl; auto; try lia; repeat constructor; lia. }
  apply (mex (digit code02)); auto.
  - intros k Hk. apply Hv. destruct (G h =? 0) eqn:E; [apply Nat.eqb_eq in E|]; lia.
  - intro H. apply Hv in H. destruct (G h =? 0) eqn:E;
      [apply Nat.eqb_eq in E|apply Nat.eqb_neq in E]; lia.
Qed.

Theorem design_window_skips_n0 : forall G, grundy (digit code02) G ->
  t_of code02 = 1 /\ j_of code02 = 1 /\
  G 0 = 0 /\ G 1 = 0 /\ G 2 = 1 /\ G 3 = 0 /\ G 4 = 1 /\
  (* the DESIGN.md window [max(n0,1), 2*n0 + p + t) for n0 = 0, p = 2 passes: *)
  (forall n, Nat.max 0 1 <= n < 2 * 0 + 2 + t_of code02 -> G (n + 2) = G n) /\
  (* but G(0+2) <> G(0): *)
  G (0 + 2) <> G 0.
Proof.
  intros G HG.
  assert (H0 : G 0 = 0).
  { apply (mex (digit code02)); auto; [intros; lia|]. intros [i [ps [Ho _]]]. apply options02 in Ho.
    destruct Ho as [_ [a [_ [Ha Hs]]]]. lia. }
  assert (H1 : G 1 = 0).
  { apply (mex (digit code02)); auto; [intros; lia|]. intros [i [ps [Ho _]]]. apply options02 in Ho.
    destruct Ho as [_ [a [_ [Ha Hs]]]]. lia. }
  pose proof (G02_step G HG) as Hst.
  assert (H2 : G 2 = 1) by (rewrite Hst, H1 by lia; reflexivity).
  assert (H3 : G 3 = 0) by (rewrite Hst, H2 by lia; reflexivity).
  assert (H4 : G 4 = 1) by (rewrite Hst, H3 by lia; reflexivity).
  assert (Ht : t_of code02 = 1) by reflexivity.
  assert (Hj : j_of code02 = 1) by reflexivity.
  rewrite Ht. repeat split; auto.
  - intros n Hn. assert (n = 1 \/ n = 2) as [-> | ->] by lia; simpl; congruence.
  - simpl. rewrite H2, H0. discriminate.
Qed.

(** The hypothesis [grundy (digit code04) G] is satisfiable (GrundyExists.v),
    so the counterexample is not vacuous. *)
Corollary naive_window_unsound_witness : exists G, grundy (digit code04) G /\
  (forall n, n < 2 -> G (n + 1) = G n) /\ G (2 + 1) <> G 2.
Proof.
  exists (grundy_fun (digit code04)). pose proof (grundy_exists (digit code04)) as HG.
  split; auto. destruct (naive_window_unsound _ HG) as [Ht [Hj [_ [_ [_ [_ [Hw [_ [Hne _]]]]]]]]].
  split; auto. intros n Hn. apply Hw. rewrite Ht, Hj. lia.
Qed.

Print Assumptions naive_window_unsound.
Print Assumptions naive_window_unsound_witness.
Print Assumptions design_window_skips_n0.
