(** * UnequalSplits: heap games whose two-heap splits may be required to be
      unequal (a 'u' after a digit; Grundy's game is 4u.0), the rules the
      checker applies to them, and Grundy's game's first values.

    Model (certs/FORMAT.md, "Codes"; checker/heap_records.cpp):
    - The checker stores a digit followed by 'u' as d_i + 16, i.e. with bit 4
      ([Nat.testbit (d i) 4]) set.  [is_option] (HeapGame.v) only tests bits
      0..3 ([length ps <= 3]), so it is unchanged by that bit.
    - A move of the game with unequal splits ([is_option_u]) is a move of
      [is_option] that, when bit 4 of d_i is set, does not leave two equal
      heaps [a; a].  This is [illegal_reason] plus its 'u' test, and exactly
      the moves [check_unreached] enumerates (a < m - a under 'u').
    - [grundy_u] is [grundy] (HeapGame.v) over these moves.

    Theorems:
    - [mex_u], [grundy_u_unique], [grundy_u_exists]: the record rule, and THE
      Grundy function of such a game (so statements "for all G with
      [grundy_u d G]" are not vacuous);
    - [no_u_same_options]: without bit 4 in any digit nothing changes, the
      moves are those of [is_option];
    - [rare_common_absence_u], [rare_common_record_u]: the parity-mask rule
      (RareCommon.v) for these games, and [equal_split_even]: the equal
      split r + r has the even value 0. The checker's fast path skips that
      split under 'u' (it is no move; version 2 of the rule reads the marks
      of even values too, proofs/rare-common.md), so every mark it reads
      comes from a legal move; [equal_split_even] is what made version 1
      safe without the skip;
    - [table_grundy]: G(0..20) of Grundy's game, as OEIS A002188.

    Not here: the sum theorem for positions of several heaps (HeapSum.v
    proves it for [is_option]); for these games it is the general
    Sprague-Grundy theorem, cited (proofs/periodicity.md, section 0.3). *)

From Coq Require Import Arith Lia List Bool.
Import ListNotations.
From Nimcert Require Import HeapGame GrundyExists RareCommon.

Section Unequal.

Variable d : nat -> nat.

(** Bit 4 of d_i: the two-heap splits of d_i must leave heaps of different sizes. *)
Definition unequal_ok (i : nat) (ps : list nat) : Prop :=
  Nat.testbit (d i) 4 = true -> forall a, ps <> [a; a].

Definition is_option_u (h i : nat) (ps : list nat) : Prop :=
  is_option d h i ps /\ unequal_ok i ps.

Definition opt_val_u (G : nat -> nat) (h v : nat) : Prop :=
  exists i ps, is_option_u h i ps /\ xorG G ps = v.

Definition grundy_u (G : nat -> nat) : Prop :=
  forall h, (forall k, k < G h -> opt_val_u G h k) /\ ~ opt_val_u G h (G h).

(** ** Theorem [mex] for unequal splits: the rule of a record h g. *)
Theorem mex_u : forall G h g, grundy_u G ->
  (forall k, k < g -> opt_val_u G h k) -> ~ opt_val_u G h g -> G h = g.
Proof.
  intros G h g HG Hlow Hg. destruct (HG h) as [HGl HGn].
  destruct (lt_eq_lt_dec (G h) g) as [[Hlt|Heq]|Hgt]; auto.
  - exfalso. apply HGn. apply Hlow. exact Hlt.
  - exfalso. apply Hg. apply HGl. exact Hgt.
Qed.

Theorem grundy_u_unique : forall G1 G2, grundy_u G1 -> grundy_u G2 -> forall h, G1 h = G2 h.
Proof.
  intros G1 G2 H1 H2 h. induction h as [h IH] using (well_founded_induction lt_wf).
  assert (Hv : forall v, opt_val_u G1 h v <-> opt_val_u G2 h v).
  { intro v; split; intros [i [ps [Ho Hx]]]; exists i, ps; (split; [exact Ho|]);
      rewrite <- Hx; apply xorG_ext; intros a Ha.
    - symmetry. apply IH. exact (option_parts_lt d h i ps a (proj1 Ho) Ha).
    - apply IH. exact (option_parts_lt d h i ps a (proj1 Ho) Ha). }
  apply mex_u; auto.
  - intros k Hk. apply Hv. apply (proj1 (H2 h)). exact Hk.
  - intro H. apply Hv in H. apply (proj2 (H2 h)). exact H.
Qed.

(** Without bit 4 in d_i, [unequal_ok] holds for every move of d_i. *)
Theorem no_u_same_options : forall h i ps, Nat.testbit (d i) 4 = false ->
  (is_option_u h i ps <-> is_option d h i ps).
Proof.
  intros h i ps H. unfold is_option_u, unequal_ok. rewrite H.
  split; [intros [Ho _]; exact Ho|intros Ho; split; [exact Ho|discriminate]].
Qed.

(** ** Existence: the construction of GrundyExists.v over the moves kept by
    a boolean test of [unequal_ok]. *)
Definition unequal_okb (i : nat) (ps : list nat) : bool :=
  negb (Nat.testbit (d i) 4) ||
  match ps with [a; b] => negb (a =? b) | _ => true end.

Lemma unequal_okb_spec : forall i ps, unequal_okb i ps = true <-> unequal_ok i ps.
Proof.
  intros i ps. unfold unequal_okb, unequal_ok. rewrite orb_true_iff, negb_true_iff.
  destruct (Nat.testbit (d i) 4); split.
  - intros [H|H]; [discriminate|]. intros _ a ->. rewrite Nat.eqb_refl in H. discriminate.
  - intros H. right. destruct ps as [|a [|b [|c l]]]; auto.
    destruct (a =? b) eqn:E; auto. apply Nat.eqb_eq in E. subst. exfalso. exact (H eq_refl b eq_refl).
  - intros _ H. discriminate.
  - intros _. left. reflexivity.
Qed.

Definition moves_u (h : nat) : list (nat * list nat) :=
  filter (fun ip => unequal_okb (fst ip) (snd ip)) (moves d h).

Lemma moves_u_spec : forall h i ps, In (i, ps) (moves_u h) <-> is_option_u h i ps.
Proof.
  intros h i ps. unfold moves_u, is_option_u. rewrite filter_In, moves_spec. cbn [fst snd].
  rewrite unequal_okb_spec. tauto.
Qed.

Definition step_u (T : nat -> nat) (h : nat) : nat :=
  mexl (map (fun ip => xorG T (snd ip)) (moves_u h)).

Fixpoint tab_u (h : nat) : list nat :=
  match h with
  | O => []
  | S h' => let T := tab_u h' in T ++ [step_u (fun x => nth x T 0) h']
  end.

Definition grundy_u_fun (h : nat) : nat := nth h (tab_u (S h)) 0.

Lemma tab_u_length : forall h, length (tab_u h) = h.
Proof. induction h; simpl; auto. rewrite app_length, IHh. simpl. lia. Qed.

Lemma tab_u_prefix : forall h k x, x < h -> nth x (tab_u (h + k)) 0 = nth x (tab_u h) 0.
Proof.
  intros h k x Hx. induction k as [|k IH]; [rewrite Nat.add_0_r; auto|].
  rewrite Nat.add_succ_r. simpl. rewrite app_nth1; auto. rewrite tab_u_length. lia.
Qed.

Lemma grundy_u_fun_tab : forall h x, x < h -> grundy_u_fun x = nth x (tab_u h) 0.
Proof.
  intros h x Hx. unfold grundy_u_fun.
  replace h with (S x + (h - S x)) by lia. rewrite tab_u_prefix by lia. auto.
Qed.

Lemma grundy_u_fun_step : forall h, grundy_u_fun h = step_u (fun x => nth x (tab_u h) 0) h.
Proof.
  intros h. unfold grundy_u_fun. simpl. rewrite app_nth2; rewrite tab_u_length; [|lia].
  rewrite Nat.sub_diag. reflexivity.
Qed.

Theorem grundy_u_exists : grundy_u grundy_u_fun.
Proof.
  intros h.
  assert (Hx : forall ps i, is_option_u h i ps ->
            xorG (fun x => nth x (tab_u h) 0) ps = xorG grundy_u_fun ps).
  { intros ps i [Ho _]. apply xorG_ext. intros a Ha. symmetry. apply grundy_u_fun_tab.
    eapply option_parts_lt; eauto. }
  destruct (mexl_spec (map (fun ip => xorG (fun x => nth x (tab_u h) 0) (snd ip)) (moves_u h)))
    as [H1 H2].
  rewrite grundy_u_fun_step. unfold step_u. split.
  - intros k Hk. apply H1 in Hk. apply in_map_iff in Hk.
    destruct Hk as [[i ps] [Hv Hin]]. apply moves_u_spec in Hin. simpl in Hv.
    exists i, ps. split; auto. rewrite <- (Hx ps i Hin). auto.
  - intros [i [ps [Ho Hv]]]. apply H2. apply in_map_iff. exists (i, ps). split.
    + simpl. rewrite (Hx ps i Ho). auto.
    + apply moves_u_spec. auto.
Qed.

(** ** The parity-mask rule (RareCommon.v) with unequal splits. *)

(** The equal split r + r has value G r xor G r = 0, which is even. *)
Theorem equal_split_even : forall (G : nat -> nat) m r, odd_class m (Nat.lxor (G r) (G r)) = false.
Proof. intros. rewrite Nat.lxor_nilpotent. apply odd_class_0. Qed.

Lemma option_u_swap : forall h i a b, is_option_u h i [a; b] -> is_option_u h i [b; a].
Proof.
  intros h i a b [Ho Hu]. split; [apply (option_swap d); exact Ho|].
  intros Hb c Hc. injection Hc as -> ->. exact (Hu Hb c eq_refl).
Qed.

Theorem rare_common_absence_u : forall G m h g,
  no_three_heaps d -> odd_class m g = true ->
  (forall i ps, is_option_u h i ps -> length ps <= 1 -> xorG G ps <> g) ->
  (forall i a b, is_option_u h i [a; b] -> odd_class m (G a) = false ->
     Nat.lxor (G a) (G b) <> g) ->
  ~ opt_val_u G h g.
Proof.
  intros G m h g H3 Hg Hsmall Hrare [i [ps [Ho Hv]]].
  assert (Hodd : odd_class m (xorG G ps) = true) by (rewrite Hv; exact Hg).
  destruct (odd_option_has_rare_part d G m h i ps H3 (proj1 Ho) Hodd) as [Hl | [a [b [-> [Ha | Hb]]]]].
  - exact (Hsmall i ps Ho Hl Hv).
  - rewrite xorG_pair in Hv. exact (Hrare i a b Ho Ha Hv).
  - rewrite xorG_pair, Nat.lxor_comm in Hv. exact (Hrare i b a (option_u_swap h i a b Ho) Hb Hv).
Qed.

(** The rule for a record h g with an odd value g under a parity mask. *)
Theorem rare_common_record_u : forall G m h g,
  grundy_u G -> no_three_heaps d -> odd_class m g = true ->
  (forall k, k < g -> opt_val_u G h k) ->
  (forall i ps, is_option_u h i ps -> length ps <= 1 -> xorG G ps <> g) ->
  (forall i a b, is_option_u h i [a; b] -> odd_class m (G a) = false ->
     Nat.lxor (G a) (G b) <> g) ->
  G h = g.
Proof.
  intros G m h g HG H3 Hg Hlow Hsmall Hrare.
  apply mex_u; auto. eapply rare_common_absence_u; eauto.
Qed.

End Unequal.

(** Grundy's game, code 4u.0: d_0 = 4 + 16 (split into two unequal heaps).
    Its first values by the construction above (the table G(0..20), computed
    once) are OEIS A002188's. *)
Example table_grundy : tab_u (fun i => nth i [20] 0) 21 =
  [0; 0; 0; 1; 0; 2; 1; 0; 2; 1; 0; 2; 1; 3; 2; 1; 3; 2; 4; 3; 0].
Proof. vm_compute. reflexivity. Qed.

(** And the same code without 'u' (4.0) is a different game: G(4) = 1 there
    (2 + 2 reaches 0), 0 in Grundy's game. *)
Example table_40 : grundy_fun (fun i => nth i [4] 0) 4 = 1.
Proof. vm_compute. reflexivity. Qed.

Print Assumptions mex_u.
Print Assumptions grundy_u_unique.
Print Assumptions grundy_u_exists.
Print Assumptions no_u_same_options.
Print Assumptions equal_split_even.
Print Assumptions rare_common_absence_u.
Print Assumptions rare_common_record_u.
Print Assumptions table_grundy.
