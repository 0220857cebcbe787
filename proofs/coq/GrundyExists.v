(** * GrundyExists: the Grundy function of every code exists
      ([grundy_exists]), so (with [grundy_unique], HeapGame.v) the predicate
      [grundy d] characterises exactly one function and no theorem stated
      "for all G with [grundy d G]" is vacuous.

    The construction enumerates all candidate moves (i <= h, m <= 3 parts in
    [1, h]), keeps the legal ones (decided by [is_optionb]) and takes the
    mex of their values, heap by heap. *)

From Coq Require Import Arith Lia List Bool.
Import ListNotations.
From Nimcert Require Import HeapGame.

(** All lists of length m with entries in [1, h]. *)
Fixpoint lists (m h : nat) : list (list nat) :=
  match m with
  | O => [[]]
  | S m' => flat_map (fun x => map (cons x) (lists m' h)) (seq 1 h)
  end.

Lemma lists_complete : forall m h l, length l = m -> Forall (fun a => 1 <= a <= h) l ->
  In l (lists m h).
Proof.
  induction m as [|m IH]; intros h l Hl Hf; simpl.
  - destruct l; [left; auto|discriminate].
  - destruct l as [|x l]; [discriminate|]. inversion Hf; subst.
    apply in_flat_map. exists x. split; [apply in_seq; lia|].
    apply in_map. apply IH; auto.
Qed.

(** Least element >= k not in l, searching n steps. *)
Fixpoint mex_aux (l : list nat) (n k : nat) : nat :=
  match n with
  | O => k
  | S n' => if existsb (Nat.eqb k) l then mex_aux l n' (S k) else k
  end.

Definition mexl (l : list nat) : nat := mex_aux l (S (list_max l)) 0.

Lemma mex_aux_spec : forall l n k,
  (forall x, k <= x < mex_aux l n k -> In x l) /\
  (~ In (mex_aux l n k) l \/ mex_aux l n k = k + n).
Proof.
  induction n as [|n IH]; intros k; simpl.
  - split; [intros; lia|right; lia].
  - destruct (existsb (Nat.eqb k) l) eqn:E.
    + destruct (IH (S k)) as [H1 H2]. split.
      * intros x Hx. destruct (Nat.eq_dec x k) as [->|Hne]; [|apply H1; lia].
        apply existsb_exists in E. destruct E as [y [Hy Hk]]. apply Nat.eqb_eq in Hk. subst; auto.
      * destruct H2; [left; auto|right; lia].
    + split; [intros; lia|]. left. intro Hin.
      assert (existsb (Nat.eqb k) l = true) by (apply existsb_exists; exists k; split; auto; apply Nat.eqb_refl).
      congruence.
Qed.

Lemma mexl_spec : forall l, (forall x, x < mexl l -> In x l) /\ ~ In (mexl l) l.
Proof.
  intros l. unfold mexl. destruct (mex_aux_spec l (S (list_max l)) 0) as [H1 H2]. split.
  - intros x Hx. apply H1. lia.
  - destruct H2 as [H2|H2]; auto. rewrite H2. intro Hin.
    assert (Hle : S (list_max l) <= list_max l).
    { pose proof (proj1 (list_max_le l (list_max l)) (le_n _)) as Hf.
      rewrite Forall_forall in Hf. apply Hf in Hin. lia. }
    lia.
Qed.

Section Exists.
Variable d : nat -> nat.

Definition is_optionb (h i : nat) (ps : list nat) : bool :=
  (i + list_sum ps =? h) && forallb (fun a => 1 <=? a) ps && (length ps <=? 3) &&
  Nat.testbit (d i) (length ps) && (negb (length ps <=? 1) || (1 <=? i)).

Lemma is_optionb_spec : forall h i ps, is_optionb h i ps = true <-> is_option d h i ps.
Proof.
  intros h i ps. unfold is_optionb, is_option.
  rewrite !andb_true_iff, orb_true_iff, negb_true_iff, forallb_forall, Forall_forall,
    Nat.eqb_eq, !Nat.leb_le, Nat.leb_gt.
  split.
  - intros [[[[H1 H2] H3] H4] H5].
    split; [auto|]. split; [intros x Hx; apply Nat.leb_le; auto|].
    split; [auto|]. split; [auto|]. intros Hl. destruct H5; lia.
  - intros [H1 [H2 [H3 [H4 H5]]]].
    split; [|destruct (le_lt_dec (length ps) 1) as [Hl|Hl]; [right; auto|left; lia]].
    split; [|auto]. split; [|auto]. split; [auto|].
    intros x Hx. apply Nat.leb_le. auto.
Qed.

(** All legal moves of h, as (i, parts). *)
Definition moves (h : nat) : list (nat * list nat) :=
  filter (fun ip => is_optionb h (fst ip) (snd ip))
    (flat_map (fun i => flat_map (fun m => map (pair i) (lists m h)) (seq 0 4)) (seq 0 (S h))).

Lemma moves_spec : forall h i ps, In (i, ps) (moves h) <-> is_option d h i ps.
Proof.
  intros h i ps. unfold moves. rewrite filter_In. cbn [fst snd]. rewrite is_optionb_spec. split.
  - intros [_ H]; auto.
  - intros Ho. split; auto.
    pose proof Ho as [Hs [Hpos [H3 _]]].
    apply in_flat_map. exists i. split; [apply in_seq; lia|].
    apply in_flat_map. exists (length ps). split; [apply in_seq; lia|].
    apply in_map. apply lists_complete; auto.
    rewrite Forall_forall in *. intros a Ha. split; [apply Hpos; auto|].
    pose proof (option_parts_lt d h i ps a Ho Ha). lia.
Qed.

Definition step (T : nat -> nat) (h : nat) : nat :=
  mexl (map (fun ip => xorG T (snd ip)) (moves h)).

Fixpoint tab (h : nat) : list nat :=
  match h with
  | O => []
  | S h' => let T := tab h' in T ++ [step (fun x => nth x T 0) h']
  end.

Definition grundy_fun (h : nat) : nat := nth h (tab (S h)) 0.

Lemma tab_length : forall h, length (tab h) = h.
Proof. induction h; simpl; auto. rewrite app_length, IHh. simpl. lia. Qed.

Lemma tab_prefix : forall h k x, x < h -> nth x (tab (h + k)) 0 = nth x (tab h) 0.
Proof.
  intros h k x Hx. induction k as [|k IH]; [rewrite Nat.add_0_r; auto|].
  rewrite Nat.add_succ_r. simpl. rewrite app_nth1; auto. rewrite tab_length. lia.
Qed.

Lemma grundy_fun_tab : forall h x, x < h -> grundy_fun x = nth x (tab h) 0.
Proof.
  intros h x Hx. unfold grundy_fun.
  replace h with (S x + (h - S x)) by lia. rewrite tab_prefix by lia. auto.
Qed.

Lemma grundy_fun_step : forall h, grundy_fun h = step (fun x => nth x (tab h) 0) h.
Proof.
  intros h. unfold grundy_fun. simpl. rewrite app_nth2; rewrite tab_length; [|lia].
  rewrite Nat.sub_diag. reflexivity.
Qed.

(** ** Theorem [grundy_exists]. *)
Theorem grundy_exists : grundy d grundy_fun.
Proof.
  intros h.
  assert (Hx : forall ps i, is_option d h i ps ->
            xorG (fun x => nth x (tab h) 0) ps = xorG grundy_fun ps).
  { intros ps i Ho. apply xorG_ext. intros a Ha. symmetry. apply grundy_fun_tab.
    eapply option_parts_lt; eauto. }
  destruct (mexl_spec (map (fun ip => xorG (fun x => nth x (tab h) 0) (snd ip)) (moves h)))
    as [H1 H2].
  rewrite grundy_fun_step. unfold step. split.
  - intros k Hk. apply H1 in Hk. apply in_map_iff in Hk.
    destruct Hk as [[i ps] [Hv Hin]]. apply moves_spec in Hin. simpl in Hv.
    exists i, ps. split; auto. rewrite <- (Hx ps i Hin). auto.
  - intros [i [ps [Ho Hv]]]. apply H2. apply in_map_iff. exists (i, ps). split.
    + simpl. rewrite (Hx ps i Ho). auto.
    + apply moves_spec. auto.
Qed.

End Exists.

(** Sanity checks of the model against known tables (computed by the
    construction above): 0.4 (proofs/periodicity.md section 3), 0.33
    (FORMAT.md worked example, G(n) = n mod 3) and 0.07 (Dawson's Kayles). *)
Example table_04 : map (grundy_fun (fun i => nth i [0; 4] 0)) (seq 0 9) = [0; 0; 0; 1; 1; 2; 0; 3; 1].
Proof. vm_compute. reflexivity. Qed.

Example table_033 : map (grundy_fun (fun i => nth i [0; 3; 3] 0)) (seq 0 9) = [0; 1; 2; 0; 1; 2; 0; 1; 2].
Proof. vm_compute. reflexivity. Qed.

Example table_007 : map (grundy_fun (fun i => nth i [0; 0; 7] 0)) (seq 0 16) =
  [0; 0; 1; 1; 2; 0; 3; 1; 1; 0; 3; 3; 2; 2; 4; 0].
Proof. vm_compute. reflexivity. Qed.

(** 0.137 (Dawson's chess, OEIS A002187): the first records of
    certs/A002187.cert. *)
Example table_0137 : map (grundy_fun (fun i => nth i [0; 1; 3; 7] 0)) (seq 0 17) =
  [0; 1; 1; 2; 0; 3; 1; 1; 0; 3; 3; 2; 2; 4; 0; 5; 2].
Proof. vm_compute. reflexivity. Qed.

Print Assumptions grundy_exists.
