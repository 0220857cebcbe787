(** * KaylesMasks: the Node-Kayles value of a small piece computed on bit
      masks of Coq's primitive 63-bit integers -- theorem [mvalue_ok]
      (issue 24; used by KaylesCheckerInt.v as the generic checker's [tiny]).

    Assumptions: the Uint63 and PArray primitives and specifications of
    proofs/build's allow-list (proofs/README.md, trust base), as for
    KaylesCheckerInt.v. *)

From Coq Require Import Arith Lia List Bool ZArith Uint63.
From Coq Require PArray.
Import PArray.PArrayNotations.
From Nimcert Require Import Kayles.
Import ListNotations.
(** ** Small pieces valued on bit masks

    The generic checker values a piece of at most 9 cells inside a small
    component by the definition ([tiny], [tiny_ok], KaylesChecker.v): on lists
    that was a third of the extracted checker's time, every option a list
    filter calling the adjacency on each pair of cells.  [mvalue] computes the
    same recursion on bit masks: a piece's cells are numbered 0..n-1, a subset
    is a machine integer (bit j: cell j), each cell's closed neighbourhood is
    one mask computed once per piece ([nbmasks]), and an option is one
    difference of masks ([mdiff a b = (a lor b) - b], proved from [lor_spec]
    and [sub_spec]: no axiom outside the allow-list).  [mvalue_ok]: it is the
    value, for any piece ([selk m 0 D], the cells of mask m, is related to
    [del] by [selk_mdiff]).  Each subset is valued once per piece: the
    recursion [ivm] keeps the values in a memo indexed by the mask (the
    same subset is reached by many orders of moves: on queens 12, 4.9
    million subsets instead of 21 million calls). *)

(** That memo: a persistent array of machine integers, indexed by masks,
    0 meaning "not known yet" (below, "The memos"). *)
Notation imemo := (PArray.array int) (only parsing).
Definition scratch : imemo := PArray.make 4194304%uint63 0%uint63.

Section Masks.
Variable A : Type.
Variable aeq : forall x y : A, {x = y} + {x <> y}.
Variable adj : A -> A -> bool.
Variable aeqb : A -> A -> bool.
Hypothesis aeqb_ok : forall x y, aeqb x y = true <-> x = y.
Hypothesis adj_sym : forall x y, adj x y = adj y x.
Local Notation G := (value aeq adj).

Definition mdiff (a b : int) : int := ((a lor b) - b)%uint63.

Lemma mdiff_bit : forall a b i, bit (mdiff a b) i = bit a i && negb (bit b i).
Proof.
  intros a b i. rewrite !bitE. unfold mdiff.
  pose proof (to_Z_bounded a). pose proof (to_Z_bounded b). pose proof (to_Z_bounded (a lor b)).
  rewrite sub_spec, lor_spec'. rewrite lor_spec' in H1.
  assert (E : (Z.lor (to_Z a) (to_Z b) - to_Z b)%Z = Z.ldiff (Z.lor (to_Z a) (to_Z b)) (to_Z b)).
  { apply Z.sub_nocarry_ldiff. apply Z.bits_inj'. intros n Hn.
    rewrite Z.ldiff_spec, Z.lor_spec, Z.bits_0. destruct (Z.testbit (to_Z b) n), (Z.testbit (to_Z a) n); reflexivity. }
  assert (Hn : (0 <= Z.ldiff (Z.lor (to_Z a) (to_Z b)) (to_Z b))%Z).
  { apply Z.ldiff_nonneg. left. apply Z.lor_nonneg. lia. }
  rewrite E, Z.mod_small by lia.
  rewrite Z.ldiff_spec, Z.lor_spec. destruct (Z.testbit (to_Z a) (to_Z i)), (Z.testbit (to_Z b) (to_Z i)); reflexivity.
Qed.

Definition sing (k : int) : int := (1 << k)%uint63.

Lemma sing_bit : forall k j, (to_Z k < 63)%Z -> bit (sing k) j = (j =? k)%uint63.
Proof.
  intros k j Hk. unfold sing. rewrite bit_lsl, bit_1.
  pose proof (to_Z_bounded k). pose proof (to_Z_bounded j).
  destruct (j <? k)%uint63 eqn:E1; simpl.
  - apply ltb_spec in E1. symmetry. rewrite eqb_false_spec. intro E. subst. lia.
  - assert (~ (to_Z j < to_Z k)%Z) by (intro H1; apply ltb_spec in H1; congruence).
    destruct (digits <=? j)%uint63 eqn:E2; simpl.
    + apply leb_spec in E2. symmetry. rewrite eqb_false_spec. intro E. subst.
      change (to_Z digits) with 63%Z in E2. lia.
    + destruct (j - k =? 0)%uint63 eqn:E3; symmetry.
      * apply eqb_spec in E3. apply eqb_spec. apply to_Z_inj.
        apply (f_equal to_Z) in E3. rewrite sub_spec, to_Z_0 in E3.
        rewrite Z.mod_small in E3 by lia. lia.
      * rewrite eqb_false_spec. intros ->. rewrite eqb_false_spec in E3. apply E3.
        apply to_Z_inj. rewrite sub_spec, to_Z_0, Z.sub_diag. reflexivity.
Qed.

(** The cells of D (numbered from k) whose bit is set in m. *)
Fixpoint selk (m k : int) (D : list A) : list A :=
  match D with
  | [] => []
  | d :: D' => if bit m k then d :: selk m (k + 1) D' else selk m (k + 1) D'
  end.

(** The mask of the cells of D (numbered from k) that satisfy p (of any type:
    [nbsym] below also takes it on a list of flags). *)
Fixpoint maskp {B : Type} (p : B -> bool) (k : int) (D : list B) : int :=
  match D with
  | [] => 0%uint63
  | d :: D' => if p d then (sing k lor maskp p (k + 1) D')%uint63 else maskp p (k + 1) D'
  end.

Implicit Types p : A -> bool.

Lemma wB_ge : (64 <= wB)%Z.
Proof. unfold Z.le. vm_compute. discriminate. Qed.

Lemma succ_Z : forall k : int, (to_Z k < 62)%Z -> to_Z (k + 1)%uint63 = (to_Z k + 1)%Z.
Proof. intros k Hk. rewrite add_spec, to_Z_1. pose proof (to_Z_bounded k). pose proof wB_ge. apply Z.mod_small. lia. Qed.

Lemma maskp_low : forall p D k j, (to_Z k + Z.of_nat (length D) <= 63)%Z -> (to_Z j < to_Z k)%Z ->
  bit (maskp p k D) j = false.
Proof.
  intros p D. induction D as [|d D IH]; intros k j Hk Hj; simpl; [apply bit_0|].
  simpl in Hk. pose proof (to_Z_bounded j).
  assert (Hn : bit (maskp p (k + 1) D) j = false).
  { destruct D as [|e D']; [apply bit_0|]. simpl in Hk. apply IH; rewrite succ_Z by lia; simpl; lia. }
  destruct (p d); [|exact Hn].
  rewrite lor_spec, Hn, sing_bit by lia. rewrite orb_false_r. rewrite eqb_false_spec. intros ->. lia.
Qed.

Lemma maskp_at : forall p d D k, (to_Z k + Z.of_nat (S (length D)) <= 63)%Z ->
  bit (maskp p k (d :: D)) k = p d.
Proof.
  intros p d D k Hk. simpl. simpl in Hk. pose proof (to_Z_bounded k).
  assert (Hn : bit (maskp p (k + 1) D) k = false).
  { destruct D as [|e D']; [apply bit_0|]. simpl in Hk. apply maskp_low; rewrite ?succ_Z by lia; simpl; lia. }
  destruct (p d); [|exact Hn]. rewrite lor_spec, sing_bit by lia. rewrite eqb_refl. reflexivity.
Qed.

Lemma selk_ext : forall D a b k, (to_Z k + Z.of_nat (length D) <= 63)%Z ->
  (forall j, (to_Z k <= to_Z j)%Z -> bit a j = bit b j) -> selk a k D = selk b k D.
Proof.
  induction D as [|d D IH]; intros a b k Hk H; simpl; [reflexivity|]. simpl in Hk.
  pose proof (to_Z_bounded k).
  rewrite (H k (Z.le_refl _)).
  destruct D as [|e D'].
  - destruct (bit b k); reflexivity.
  - rewrite (IH a b (k + 1)%uint63); [reflexivity| |];
      simpl in Hk; rewrite ?succ_Z by lia; [simpl; lia|]. intros j Hj. apply H. lia.
Qed.

(** Removing from m the cells of a mask of p: the cells of m that do not satisfy p. *)
Lemma selk_mdiff : forall p D m k, (to_Z k + Z.of_nat (length D) <= 63)%Z ->
  selk (mdiff m (maskp p k D)) k D = filter (fun y => negb (p y)) (selk m k D).
Proof.
  intros p. induction D as [|d D IH]; intros m k Hk; [reflexivity|].
  pose proof (to_Z_bounded k). simpl in Hk.
  change (selk (mdiff m (maskp p k (d :: D))) k (d :: D)) with
    (if bit (mdiff m (maskp p k (d :: D))) k then d :: selk (mdiff m (maskp p k (d :: D))) (k + 1) D
     else selk (mdiff m (maskp p k (d :: D))) (k + 1) D).
  rewrite mdiff_bit, maskp_at by (simpl; lia).
  assert (Ht : selk (mdiff m (maskp p k (d :: D))) (k + 1) D = filter (fun y => negb (p y)) (selk m (k + 1) D)).
  { destruct D as [|e D']; [reflexivity|]. simpl in Hk.
    rewrite <- IH by (rewrite succ_Z by lia; simpl; lia).
    apply selk_ext; [rewrite succ_Z by lia; simpl; lia|]. intros j Hj.
    rewrite succ_Z in Hj by lia. rewrite !mdiff_bit. f_equal. f_equal. simpl.
    destruct (p d); [|reflexivity]. rewrite lor_spec, sing_bit by lia.
    replace (j =? k)%uint63 with false; [reflexivity|]. symmetry. rewrite eqb_false_spec. intros ->. lia. }
  rewrite Ht. change (selk m k (d :: D)) with (if bit m k then d :: selk m (k + 1) D else selk m (k + 1) D).
  destruct (bit m k); simpl; destruct (p d); reflexivity.
Qed.

Lemma selk_maskp : forall p D k, (to_Z k + Z.of_nat (length D) <= 63)%Z -> selk (maskp p k D) k D = filter p D.
Proof.
  intros p. induction D as [|d D IH]; intros k Hk; [reflexivity|].
  pose proof (to_Z_bounded k). simpl in Hk.
  change (selk (maskp p k (d :: D)) k (d :: D)) with
    (if bit (maskp p k (d :: D)) k then d :: selk (maskp p k (d :: D)) (k + 1) D
     else selk (maskp p k (d :: D)) (k + 1) D).
  rewrite maskp_at by (simpl; lia).
  assert (Ht : selk (maskp p k (d :: D)) (k + 1) D = filter p D).
  { destruct D as [|e D']; [reflexivity|]. simpl in Hk.
    rewrite <- (IH (k + 1)%uint63) by (rewrite succ_Z by lia; simpl; lia).
    apply selk_ext; [rewrite succ_Z by lia; simpl; lia|]. intros j Hj.
    rewrite succ_Z in Hj by lia.
    change (maskp p k (d :: e :: D')) with
      (if p d then (sing k lor maskp p (k + 1) (e :: D'))%uint63 else maskp p (k + 1) (e :: D')).
    destruct (p d); [|reflexivity]. rewrite lor_spec, sing_bit by lia.
    replace (j =? k)%uint63 with false; [reflexivity|]. symmetry. rewrite eqb_false_spec. intros ->. lia. }
  rewrite Ht. simpl. destruct (p d); reflexivity.
Qed.

(** The memos of a piece's subsets: persistent arrays of machine integers,
    indexed by masks, entry 0 meaning "not known yet".  Every piece starts
    from the same array of 2^22 entries, [scratch] above (masks of pieces of
    at most 22 cells, the largest [zero L] (certs/FORMAT.md): the checker on
    primitive integers values small components as a whole here, [tiny_whole],
    and decides those of up to L cells at heap 0; a larger mask is out of
    bounds: never kept, always recomputed).  Coq's persistent
    arrays undo the previous piece's writes when [scratch] is read again, so
    a piece pays for the entries it writes, not for the whole array.

    Why integers (session 25): the entries were [option nat] and a subset's
    value the [mex] of a list of unary naturals; on queens 13 that allocated
    about 36 words a subset, 9.4 billion words in all, and the collector's
    work was a quarter of the time.  An entry is now one machine integer
    (1 + the value; for the zero search 1: loses, 2: wins), and the options'
    values are gathered as the bits of one integer whose first clear bit is
    the mex ([mexb]). *)
Lemma imemo_set_ok : forall (P : int -> int -> Prop) (M : imemo) j x,
  (forall j', M.[j'] <> 0%uint63 -> P j' M.[j']) -> P j x ->
  forall j', M.[j <- x].[j'] <> 0%uint63 -> P j' M.[j <- x].[j'].
Proof.
  intros P M j x HM Hj j' Hne. destruct (Uint63.eqs j j') as [<-|Hjj].
  - destruct (j <? PArray.length M)%uint63 eqn:L.
    + rewrite PArray.get_set_same by exact L. exact Hj.
    + rewrite PArray.get_out_of_bounds in * by (rewrite PArray.length_set; exact L).
      rewrite PArray.default_set, <- (PArray.get_out_of_bounds _ M j L) in *. exact (HM _ Hne).
  - rewrite PArray.get_set_other in * by exact Hjj. exact (HM _ Hne).
Qed.

(** The value memo: a nonzero entry j is 1 + the value of the cells of mask j. *)
Definition memo_ok (D : list A) (M : imemo) : Prop :=
  forall j, M.[j] <> 0%uint63 -> to_Z M.[j] = (Z.of_nat (G (selk j 0 D)) + 1)%Z.

Lemma memo_ok_scratch : forall D, memo_ok D scratch.
Proof. intros D j E. unfold scratch in E. rewrite PArray.get_make in E. exfalso. exact (E eq_refl). Qed.

Lemma memo_ok_set : forall D M j x, memo_ok D M -> to_Z x = (Z.of_nat (G (selk j 0 D)) + 1)%Z ->
  memo_ok D M.[j <- x].
Proof.
  intros D M j x HM Hj. exact (imemo_set_ok (fun j w => to_Z w = (Z.of_nat (G (selk j 0 D)) + 1)%Z) M j x HM Hj).
Qed.


(** Bit k of m, given s = 2^k: m lor s is m exactly when the bit is set.
    Two machine operations that the compiler inlines, where [bit] is four,
    two of them calls (the shifts check their range). *)
Lemma lor_sing_bit : forall m k, (to_Z k < 63)%Z -> (m lor sing k =? m)%uint63 = bit m k.
Proof.
  intros m k Hk. destruct (bit m k) eqn:B.
  - apply eqb_spec. apply bit_ext. intros j. rewrite lor_spec, sing_bit by exact Hk.
    destruct (j =? k)%uint63 eqn:Ejk; [|apply orb_false_r].
    apply eqb_spec in Ejk. subst j. rewrite B. reflexivity.
  - apply eqb_false_spec. intro E. assert (H := f_equal (fun x => bit x k) E). cbv beta in H.
    rewrite lor_spec, sing_bit, eqb_refl, orb_true_r, B in H by exact Hk. discriminate.
Qed.

Lemma sing_succ : forall k, (to_Z k < 62)%Z -> (sing k + sing k)%uint63 = sing (k + 1)%uint63.
Proof.
  intros k Hk. pose proof (to_Z_bounded k). apply to_Z_inj. unfold sing.
  rewrite add_spec, !lsl_spec, succ_Z, to_Z_1, Z.pow_add_r by lia.
  assert (Hp : (0 < 2 ^ to_Z k <= 2 ^ 61)%Z).
  { split; [apply Z.pow_pos_nonneg; lia|apply Z.pow_le_mono_r; lia]. }
  assert (Hw : (2 ^ 61 * 4 = wB)%Z) by reflexivity.
  rewrite !Z.mul_1_l. change (2 ^ 1)%Z with 2%Z. rewrite !(Z.mod_small (2 ^ to_Z k)) by lia.
  rewrite !Z.mod_small by lia. lia.
Qed.

(** A value is at most the number of cells (a mex of that many options), so
    the values of the pieces here (at most 62 cells) are bits of an int. *)
Lemma mex_from_le : forall f k l, mex_from f k l <= k + f.
Proof.
  induction f as [|f IH]; intros k l; simpl; [lia|].
  destruct (existsb (Nat.eqb k) l); [specialize (IH (S k) l); lia|lia].
Qed.

Lemma mex_le_length : forall l, mex l <= length l.
Proof. intros l. unfold mex. pose proof (mex_from_le (length l) 0 l). lia. Qed.

Lemma value_le_length : forall S, G S <= length S.
Proof. intros S. rewrite value_mex. etransitivity; [apply mex_le_length|]. rewrite map_length. lia. Qed.

Lemma selk_length : forall m D k, length (selk m k D) <= length D.
Proof. intros m. induction D as [|d D IH]; intros k; simpl; [lia|]. destruct (bit m k); simpl; specialize (IH (k + 1)%uint63); lia. Qed.

(** The first clear bit of s from k on (at most fuel steps): the mex of the
    values whose bits are set. *)
Fixpoint mexb (fuel : nat) (s k : int) : int :=
  match fuel with
  | O => k
  | S f => if (s lor sing k =? s)%uint63 then mexb f s (k + 1) else k
  end.

Lemma mexb_ok : forall l s, (forall i, (to_Z i < 63)%Z -> (bit s i = true <-> In (Z.to_nat (to_Z i)) l)) ->
  mex l < 63 -> forall f k, (to_Z k <= Z.of_nat (mex l) <= to_Z k + Z.of_nat f)%Z ->
  to_Z (mexb f s k) = Z.of_nat (mex l).
Proof.
  intros l s Hs Hm. destruct (mex_spec l) as [Hlow Hnot].
  induction f as [|f IH]; intros k Hk; cbn [mexb]; [lia|].
  pose proof (to_Z_bounded k).
  rewrite lor_sing_bit by lia.
  destruct (Z.eq_dec (to_Z k) (Z.of_nat (mex l))) as [E|E].
  - replace (bit s k) with false; [exact E|].
    symmetry. apply not_true_iff_false. rewrite Hs by lia. rewrite E, Nat2Z.id. exact Hnot.
  - replace (bit s k) with true.
    + apply IH. rewrite succ_Z by lia. lia.
    + symmetry. apply Hs; [lia|]. apply Hlow. lia.
Qed.

(** The options of the cells of m, with the masks Ns of their closed
    neighbourhoods (the first of cell k, whose single bit is s), each valued
    by g, which threads the memo; their values' bits added to acc. *)
Fixpoint mseen (g : imemo -> int -> int * imemo) (M : imemo) (m s : int) (Ns : list int) (acc : int) : int * imemo :=
  match Ns with
  | [] => (acc, M)
  | n :: Ns' => if (m lor s =? m)%uint63 then
                  let '(v, M1) := g M (mdiff m n) in mseen g M1 m (s + s) Ns' (acc lor sing v)%uint63
                else mseen g M m (s + s) Ns' acc
  end.

Lemma mseen_ok : forall (Inv : imemo -> Prop) (F : A -> nat) g m (h : A -> int) L k s M acc r M',
  s = sing k -> (to_Z k + Z.of_nat (length L) <= 63)%Z -> Inv M ->
  (forall x M0 v M1, In x (selk m k L) -> Inv M0 -> g M0 (mdiff m (h x)) = (v, M1) ->
     to_Z v = Z.of_nat (F x) /\ F x < 63 /\ Inv M1) ->
  mseen g M m s (map h L) acc = (r, M') ->
  (forall i, bit r i = true <-> bit acc i = true \/ exists x, In x (selk m k L) /\ Z.of_nat (F x) = to_Z i) /\ Inv M'.
Proof.
  intros Inv F g m h L. induction L as [|x L IH]; intros k s M acc r M' Hs Hk HM Hg E.
  - cbn in E. injection E as <- <-. split; [|exact HM]. intros i. cbn [selk].
    split; [tauto|intros [H|[y [[] _]]]; exact H].
  - pose proof (to_Z_bounded k) as Hb. cbn [length] in Hk.
    assert (Hrec : forall M1 acc1 r1 M2, Inv M1 -> mseen g M1 m (s + s) (map h L) acc1 = (r1, M2) ->
                   (forall i, bit r1 i = true <-> bit acc1 i = true \/
                                exists y, In y (selk m (k + 1) L) /\ Z.of_nat (F y) = to_Z i) /\ Inv M2).
    { intros M1 acc1 r1 M2 HM1 E1. destruct L as [|y L'].
      - cbn in E1. injection E1 as <- <-. split; [|exact HM1]. intros i. cbn [selk].
        split; [tauto|intros [H|[z [[] _]]]; exact H].
      - cbn [length] in Hk.
        apply (IH (k + 1)%uint63 (s + s)%uint63 M1 acc1 r1 M2); [| |exact HM1| |exact E1].
        + rewrite Hs. apply sing_succ. lia.
        + rewrite succ_Z by lia. cbn [length]. lia.
        + intros z M0 v0 M3 Hz. apply Hg. cbn [selk]. destruct (bit m k); [right|]; exact Hz. }
    cbn [mseen map] in E. rewrite Hs, lor_sing_bit in E by lia. rewrite <- Hs in E.
    cbn [selk]. destruct (bit m k) eqn:B.
    + destruct (g M (mdiff m (h x))) as [v M1] eqn:Eg.
      assert (Hx : In x (selk m k (x :: L))) by (cbn [selk]; rewrite B; left; reflexivity).
      destruct (Hg x M v M1 Hx HM Eg) as [Hv [HF HM1]].
      destruct (Hrec M1 _ r M' HM1 E) as [Hr HM']. split; [|exact HM'].
      intros i. rewrite Hr, lor_spec, orb_true_iff, sing_bit by lia. rewrite eqb_spec. split.
      * intros [[H|H]|[y [Hy Fy]]].
        -- left. exact H.
        -- right. exists x. split; [left; reflexivity|]. subst i. lia.
        -- right. exists y. split; [right; exact Hy|exact Fy].
      * intros [H|[y [[<-|Hy] Fy]]].
        -- left. left. exact H.
        -- left. right. apply to_Z_inj. lia.
        -- right. exists y. split; [exact Hy|exact Fy].
    + exact (Hrec M acc r M' HM E).
Qed.

(** The value of the cells of m, by the definition on masks, memoised in M. *)
Fixpoint ivm (fuel : nat) (Ns : list int) (M : imemo) (m : int) : int * imemo :=
  match fuel with
  | O => (0%uint63, M)
  | S f => if (m =? 0)%uint63 then (0%uint63, M) else
           let w := M.[m] in
           if (w =? 0)%uint63 then
             let '(seen, M1) := mseen (ivm f Ns) M m 1 Ns 0 in
             let v := mexb 63 seen 0 in (v, M1.[m <- (v + 1)%uint63])
           else ((w - 1)%uint63, M)
  end.


Lemma selk_zero : forall D k, selk 0%uint63 k D = [].
Proof. induction D as [|d D IH]; intros k; simpl; [reflexivity|]. rewrite bit_0. apply IH. Qed.

(** x and y are equal or adjacent: the adjacency asked first (on the queens
    graphs most pairs of a piece are adjacent), then a boolean equality
    (cheaper than [aeq]'s proof-carrying answer). *)
Definition mclosed (x y : A) : bool := adj x y || aeqb x y.

Lemma mclosed_ok : forall x y, mclosed x y = closed aeq adj x y.
Proof.
  intros x y. unfold mclosed, closed. destruct (aeq x y) as [<-|Hne].
  - rewrite orb_comm. replace (aeqb x x) with true by (symmetry; apply aeqb_ok; reflexivity). reflexivity.
  - replace (aeqb x y) with false by (symmetry; apply not_true_iff_false; intro E; apply Hne, aeqb_ok, E).
    apply orb_false_r.
Qed.

Lemma mclosed_refl : forall x, mclosed x x = true.
Proof. intros x. unfold mclosed. rewrite (proj2 (aeqb_ok x x) eq_refl). apply orb_true_r. Qed.

Lemma mclosed_sym : forall x y, mclosed x y = mclosed y x.
Proof.
  intros x y. unfold mclosed. rewrite adj_sym. f_equal.
  destruct (aeqb x y) eqn:E1, (aeqb y x) eqn:E2; try reflexivity.
  - apply aeqb_ok in E1. subst. rewrite (proj2 (aeqb_ok y y) eq_refl) in E2. discriminate.
  - apply aeqb_ok in E2. subst. rewrite (proj2 (aeqb_ok x x) eq_refl) in E1. discriminate.
Qed.

Lemma maskp_map : forall p L k, maskp (fun b : bool => b) k (map p L) = maskp p k L.
Proof. intros p. induction L as [|x L IH]; intros k; simpl; [reflexivity|]. rewrite !IH. reflexivity. Qed.

(** s added to the masks Ms of the cells whose flag is set. *)
Fixpoint addbit (s : int) (flags : list bool) (Ms : list int) : list int :=
  match flags, Ms with
  | b :: bs, m :: ms => (if b then (s lor m)%uint63 else m) :: addbit s bs ms
  | _, _ => Ms
  end.

(** The closed neighbourhoods of the cells of D (numbered from k), each pair
    asked once: the first cell d's row is its flags against the later cells,
    and by symmetry the same flags give d's bit in the later cells' masks
    (n (n - 1) / 2 calls of the adjacency where one row a cell made n^2; the
    adjacency was a quarter of queens 13's time). *)
Fixpoint nbsym (k : int) (D : list A) : list int :=
  match D with
  | [] => []
  | d :: D' => let flags := map (mclosed d) D' in
               (sing k lor maskp (fun b => b) (k + 1) flags)%uint63 :: addbit (sing k) flags (nbsym (k + 1) D')
  end.

Lemma addbit_map : forall s d (g : A -> int) L,
  addbit s (map (mclosed d) L) (map g L) = map (fun x => if mclosed x d then (s lor g x)%uint63 else g x) L.
Proof.
  intros s d g. induction L as [|x L IH]; simpl; [reflexivity|]. rewrite (mclosed_sym d x), IH. reflexivity.
Qed.

Lemma nbsym_ok : forall D k, nbsym k D = map (fun x => maskp (mclosed x) k D) D.
Proof.
  induction D as [|d D IH]; intros k; [reflexivity|].
  cbn [nbsym map]. rewrite IH, addbit_map, maskp_map.
  (* the later cells' masks agree by unfolding maskp once: only d's own row is left *)
  f_equal. cbn [maskp]. rewrite mclosed_refl. reflexivity.
Qed.

Definition nbmasks (D : list A) : list int := nbsym 0 D.

Lemma ivm_ok : forall D, (Z.of_nat (length D) <= 62)%Z ->
  forall f m M v M', memo_ok D M -> length (selk m 0 D) <= f -> ivm f (nbmasks D) M m = (v, M') ->
  to_Z v = Z.of_nat (G (selk m 0 D)) /\ memo_ok D M'.
Proof.
  intros D HD. induction f as [|f IH]; intros m M v M' HM Hm E; cbn [ivm] in E.
  - injection E as <- <-. destruct (selk m 0 D); [|simpl in Hm; lia].
    rewrite to_Z_0. split; [reflexivity|exact HM].
  - destruct (m =? 0)%uint63 eqn:Em.
    { apply eqb_spec in Em. subst m. injection E as <- <-. rewrite selk_zero, to_Z_0. split; [reflexivity|exact HM]. }
    destruct (M.[m] =? 0)%uint63 eqn:Ew.
    2: { injection E as <- <-. apply eqb_false_spec in Ew. pose proof (HM m Ew) as Hw.
         pose proof (to_Z_bounded M.[m]). split; [|exact HM].
         rewrite sub_spec, to_Z_1, Hw, Z.mod_small by lia. lia. }
    destruct (mseen (ivm f (nbmasks D)) M m 1 (nbmasks D) 0) as [seen M1] eqn:El.
    injection E as <- <-.
    pose proof (selk_length m D 0) as Hsl.
    destruct (mseen_ok (memo_ok D) (fun x => G (del aeq adj x (selk m 0 D))) (ivm f (nbmasks D)) m
                (fun x => maskp (mclosed x) 0 D) D 0 1 M 0 seen M1 eq_refl ltac:(rewrite to_Z_0; lia) HM) as [Hl HM1].
    { intros x M0 v0 M2 Hx HM0 E0.
      assert (Es : selk (mdiff m (maskp (mclosed x) 0 D)) 0 D = del aeq adj x (selk m 0 D)).
      { rewrite selk_mdiff by (rewrite to_Z_0; lia). apply filter_ext. intros y. rewrite mclosed_ok. reflexivity. }
      pose proof (del_length_lt A aeq adj x _ Hx) as Hlt.
      destruct (IH _ M0 v0 M2 HM0 ltac:(rewrite Es; lia) E0) as [Hv HM2].
      rewrite Es in Hv. split; [exact Hv|split; [|exact HM2]].
      pose proof (value_le_length (del aeq adj x (selk m 0 D))). lia. }
    { rewrite <- (nbsym_ok D 0). exact El. }
    set (l := map (fun x => G (del aeq adj x (selk m 0 D))) (selk m 0 D)).
    assert (Hg : G (selk m 0 D) = mex l) by (rewrite value_mex; reflexivity).
    assert (Hmex : mex l < 63).
    { pose proof (mex_le_length l) as H. assert (Hn : length l = length (selk m 0 D)) by (unfold l; apply map_length). lia. }
    assert (Hv : to_Z (mexb 63 seen 0) = Z.of_nat (G (selk m 0 D))).
    { rewrite Hg. apply (mexb_ok l seen).
      - intros i Hi. rewrite Hl, bit_0. unfold l. rewrite in_map_iff. pose proof (to_Z_bounded i) as Hib. split.
        + intros [H0|[x [Hx Fx]]]; [discriminate|]. exists x. split; [lia|exact Hx].
        + intros [x [Fx Hx]]. right. exists x. split; [exact Hx|lia].
      - exact Hmex.
      - rewrite to_Z_0. lia. }
    split; [exact Hv|]. apply memo_ok_set; [exact HM1|].
    change (to_Z (mexb 63 seen 0 + 1)%uint63 = (Z.of_nat (G (selk m 0 D)) + 1)%Z).
    pose proof wB_ge. rewrite add_spec, to_Z_1, Hv, Z.mod_small; [reflexivity|].
    pose proof (value_le_length (selk m 0 D)). lia.
Qed.

(** A small machine integer as a natural number. *)
Fixpoint nat_of_small (fuel : nat) (i : int) : nat :=
  match fuel with
  | O => O
  | S f => if (i =? 0)%uint63 then O else S (nat_of_small f (i - 1))
  end.

Lemma nat_of_small_ok : forall f i, (to_Z i <= Z.of_nat f)%Z -> nat_of_small f i = Z.to_nat (to_Z i).
Proof.
  induction f as [|f IH]; intros i Hi; cbn [nat_of_small]; pose proof (to_Z_bounded i).
  - lia.
  - destruct (i =? 0)%uint63 eqn:E.
    + apply eqb_spec in E. subst i. rewrite to_Z_0. reflexivity.
    + apply eqb_false_spec in E.
      assert (Hz : to_Z i <> 0%Z) by (intro H0; apply E; apply to_Z_inj; rewrite H0, to_Z_0; reflexivity).
      assert (Hs : to_Z (i - 1)%uint63 = (to_Z i - 1)%Z) by (rewrite sub_spec, to_Z_1, Z.mod_small by lia; reflexivity).
      rewrite IH by lia. rewrite Hs. lia.
Qed.

(** A piece's value: on masks if it has at most 62 cells, else the definition. *)
Definition mvalue_gen (D : list A) : nat :=
  if length D <=? 62 then nat_of_small 63 (fst (ivm (length D) (nbmasks D) scratch (maskp (fun _ => true) 0 D)))
  else G D.

(** A single cell (the most common piece on the queens graphs) has value 1. *)
Definition mvalue (D : list A) : nat := match D with [_] => 1 | _ => mvalue_gen D end.

Lemma mvalue_gen_ok : forall D, mvalue_gen D = G D.
Proof.
  intros D. unfold mvalue_gen. destruct (Nat.leb_spec (length D) 62) as [H|H]; [|reflexivity].
  assert (HD : (Z.of_nat (length D) <= 62)%Z) by lia.
  assert (E : selk (maskp (fun _ => true) 0 D) 0 D = D).
  { rewrite selk_maskp by (rewrite to_Z_0; lia). clear. induction D as [|d D IH]; simpl; congruence. }
  destruct (ivm (length D) (nbmasks D) scratch (maskp (fun _ => true) 0 D)) as [v M'] eqn:Ev.
  assert (Hl : length (selk (maskp (fun _ => true) 0 D) 0 D) <= length D) by (rewrite E; lia).
  destruct (ivm_ok D HD _ _ _ _ _ (memo_ok_scratch D) Hl Ev) as [Hv _].
  rewrite E in Hv. cbn [fst]. pose proof (value_le_length D).
  rewrite nat_of_small_ok by lia. rewrite Hv. apply Nat2Z.id.
Qed.


Theorem mvalue_ok : forall D, mvalue D = G D.
Proof.
  intros [|x [|y D]]; try apply mvalue_gen_ok.
  simpl. rewrite value_mex. simpl. unfold del. simpl. rewrite closed_refl. reflexivity.
Qed.

(** ** Whether a piece is 0, on bit masks ([zero L], [mloses_ok])

    The generic checker decides "is G = 0?" for the classes of more than
    [small] and at most [zero] cells (at most 20) by any function proved to
    answer it ([zloses], KaylesChecker.v).  [mloses] is the boolean search of
    [kayles_zero_search] (Kayles.v) on the masks above: the cells of m lose iff
    no cell's option loses ([mwins] stops at the first option that loses),
    each subset decided once per piece, kept in a memo indexed by the mask
    (the same subset is reached by many orders of moves). *)

(** That memo: entry j is 1 when the cells of mask j lose (G = 0), 2 when
    they win, 0 when not known yet; a piece starts from [scratch] as above. *)
Definition zmemo_ok (D : list A) (M : imemo) : Prop :=
  forall j, M.[j] <> 0%uint63 -> (M.[j] = 1%uint63 <-> G (selk j 0 D) = 0).

Lemma zmemo_ok_scratch : forall D, zmemo_ok D scratch.
Proof. intros D j E. unfold scratch in E. rewrite PArray.get_make in E. exfalso. exact (E eq_refl). Qed.

Lemma zmemo_ok_set : forall D M j x, zmemo_ok D M -> (x = 1%uint63 <-> G (selk j 0 D) = 0) ->
  zmemo_ok D M.[j <- x].
Proof. intros D M j x HM Hj. exact (imemo_set_ok (fun j w => w = 1%uint63 <-> G (selk j 0 D) = 0) M j x HM Hj). Qed.

(** Whether some cell of m (the cells' closed neighbourhoods Ns, the first
    cell's single bit s) has an option that g says loses; g threads the
    memo; the first such cell ends the search. *)
Fixpoint mwins (g : imemo -> int -> bool * imemo) (M : imemo) (m s : int) (Ns : list int) : bool * imemo :=
  match Ns with
  | [] => (false, M)
  | n :: Ns' => if (m lor s =? m)%uint63 then
                  let '(b, M1) := g M (mdiff m n) in
                  if b then (true, M1) else mwins g M1 m (s + s) Ns'
                else mwins g M m (s + s) Ns'
  end.

Lemma mwins_ok : forall (Inv : imemo -> Prop) (F : A -> Prop) g m (h : A -> int) L k s M b M',
  s = sing k -> (to_Z k + Z.of_nat (length L) <= 63)%Z -> Inv M ->
  (forall x M0 b0 M1, In x (selk m k L) -> Inv M0 -> g M0 (mdiff m (h x)) = (b0, M1) -> (b0 = true <-> F x) /\ Inv M1) ->
  mwins g M m s (map h L) = (b, M') -> (b = true <-> exists x, In x (selk m k L) /\ F x) /\ Inv M'.
Proof.
  intros Inv F g m h L. induction L as [|x L IH]; intros k s M b M' Hs Hk HM Hg E.
  - cbn in E. injection E as <- <-. split; [|exact HM]. split; [discriminate|intros [x [[] _]]].
  - pose proof (to_Z_bounded k) as Hb. cbn [length] in Hk.
    assert (Hrec : forall M1 b1 M2, Inv M1 -> mwins g M1 m (s + s) (map h L) = (b1, M2) ->
                   (b1 = true <-> exists y, In y (selk m (k + 1) L) /\ F y) /\ Inv M2).
    { intros M1 b1 M2 HM1 E1. destruct L as [|y L'].
      - cbn in E1. injection E1 as <- <-. split; [|exact HM1]. split; [discriminate|intros [y [[] _]]].
      - cbn [length] in Hk.
        apply (IH (k + 1)%uint63 (s + s)%uint63 M1 b1 M2); [| |exact HM1| |exact E1].
        + rewrite Hs. apply sing_succ. lia.
        + rewrite succ_Z by lia. cbn [length]. lia.
        + intros z M0 b0 M3 Hz. apply Hg. cbn [selk]. destruct (bit m k); [right|]; exact Hz. }
    cbn [mwins map] in E. rewrite Hs, lor_sing_bit in E by lia. rewrite <- Hs in E.
    cbn [selk]. destruct (bit m k) eqn:B.
    + destruct (g M (mdiff m (h x))) as [b0 M1] eqn:Eg.
      assert (Hx : In x (selk m k (x :: L))) by (cbn [selk]; rewrite B; left; reflexivity).
      destruct (Hg x M b0 M1 Hx HM Eg) as [Hb0 HM1].
      destruct b0.
      * injection E as <- <-. split; [|exact HM1]. split; [intros _; exists x; split; [left; reflexivity|apply Hb0; reflexivity]|reflexivity].
      * destruct (Hrec M1 b M' HM1 E) as [Hr HM']. split; [|exact HM']. rewrite Hr. split.
        -- intros [y [Hy Fy]]. exists y. split; [right; exact Hy|exact Fy].
        -- intros [y [[<-|Hy] Fy]]; [apply Hb0 in Fy; discriminate|exists y; split; assumption].
    + exact (Hrec M b M' HM E).
Qed.

(** Whether the cells of m lose (G = 0), by the search on masks, memoised in M. *)
Fixpoint mlm (fuel : nat) (Ns : list int) (M : imemo) (m : int) : bool * imemo :=
  match fuel with
  | O => (true, M)
  | S f => if (m =? 0)%uint63 then (true, M) else
           let w := M.[m] in
           if (w =? 0)%uint63 then
             let '(b, M1) := mwins (mlm f Ns) M m 1 Ns in (negb b, M1.[m <- if b then 2 else 1]%uint63)
           else ((w =? 1)%uint63, M)
  end.

(** G(S) = 0 iff no option of S is 0 ([value_mex], [mex_zero]). *)
Lemma value_zero_iff : forall S, G S = 0 <-> ~ exists x, In x S /\ G (del aeq adj x S) = 0.
Proof.
  intros S. rewrite value_mex, mex_zero, in_map_iff. split.
  - intros H [x [Hx E]]. apply H. exists x. split; [exact E|exact Hx].
  - intros H [x [E Hx]]. apply H. exists x. split; [exact Hx|exact E].
Qed.

Lemma mlm_ok : forall D, (Z.of_nat (length D) <= 63)%Z ->
  forall f m M b M', zmemo_ok D M -> length (selk m 0 D) <= f -> mlm f (nbmasks D) M m = (b, M') ->
  (b = true <-> G (selk m 0 D) = 0) /\ zmemo_ok D M'.
Proof.
  intros D HD. induction f as [|f IH]; intros m M b M' HM Hm E; cbn [mlm] in E.
  - injection E as <- <-. destruct (selk m 0 D); [|simpl in Hm; lia].
    split; [split; reflexivity|exact HM].
  - destruct (m =? 0)%uint63 eqn:Em.
    { apply eqb_spec in Em. subst m. injection E as <- <-. rewrite selk_zero. split; [split; reflexivity|exact HM]. }
    destruct (M.[m] =? 0)%uint63 eqn:Ew.
    2: { injection E as <- <-. apply eqb_false_spec in Ew. split; [|exact HM].
         rewrite eqb_spec. exact (HM m Ew). }
    destruct (mwins (mlm f (nbmasks D)) M m 1 (nbmasks D)) as [w M1] eqn:El.
    injection E as <- <-.
    destruct (mwins_ok (zmemo_ok D) (fun x => G (del aeq adj x (selk m 0 D)) = 0) (mlm f (nbmasks D)) m
                (fun x => maskp (mclosed x) 0 D) D 0 1 M w M1 eq_refl ltac:(rewrite to_Z_0; lia) HM) as [Hw HM1].
    { intros x M0 b0 M2 Hx HM0 E0.
      assert (Es : selk (mdiff m (maskp (mclosed x) 0 D)) 0 D = del aeq adj x (selk m 0 D)).
      { rewrite selk_mdiff by (rewrite to_Z_0; lia). apply filter_ext. intros y. rewrite mclosed_ok. reflexivity. }
      pose proof (del_length_lt A aeq adj x _ Hx) as Hlt.
      destruct (IH _ M0 b0 M2 HM0 ltac:(rewrite Es; lia) E0) as [Hv HM2].
      rewrite Es in Hv. split; [exact Hv|exact HM2]. }
    { rewrite <- (nbsym_ok D 0). exact El. }
    assert (Hg : negb w = true <-> G (selk m 0 D) = 0).
    { rewrite value_zero_iff, <- Hw. destruct w; simpl; split; congruence. }
    split; [exact Hg|]. apply zmemo_ok_set; [exact HM1|].
    assert (H21 : 2%uint63 <> 1%uint63) by (apply eqb_false_spec; reflexivity).
    destruct w; simpl in Hg; rewrite <- Hg; split; congruence.
Qed.

(** Whether a piece is 0: on masks if it has at most 62 cells, else [loses]. *)
Definition mloses (D : list A) : bool :=
  if length D <=? 62 then fst (mlm (length D) (nbmasks D) scratch (maskp (fun _ => true) 0 D)) else loses A aeq adj D.

Theorem mloses_ok : forall D, mloses D = true <-> G D = 0.
Proof.
  intros D. unfold mloses. destruct (Nat.leb_spec (length D) 62) as [H|H]; [|apply kayles_zero_search].
  assert (HD : (Z.of_nat (length D) <= 63)%Z) by lia.
  assert (E : selk (maskp (fun _ => true) 0 D) 0 D = D).
  { rewrite selk_maskp by (rewrite to_Z_0; lia). clear. induction D as [|d D IH]; simpl; congruence. }
  destruct (mlm (length D) (nbmasks D) scratch (maskp (fun _ => true) 0 D)) as [b M'] eqn:Eb.
  assert (Hl : length (selk (maskp (fun _ => true) 0 D) 0 D) <= length D) by (rewrite E; lia).
  destruct (mlm_ok D HD _ _ _ _ _ (zmemo_ok_scratch D) Hl Eb) as [Hb _].
  rewrite E in Hb. exact Hb.
Qed.

End Masks.

Print Assumptions mvalue_ok.
Print Assumptions mloses_ok.
