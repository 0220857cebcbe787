(** * StripChecks: the two counting steps between [check_decomposition]'s
      concrete tests (checker/coupled_families.cpp) and the hypothesis
      [holds] of [strip_decomposition] (StripDecomposition.v).

    - [onto_by_count] (T2): an injective map from a duplicate-free list of
      cells into a duplicate-free list W with exactly as many cells is onto
      W (as a set).  [member_NoDup]: a member F_g(s) is duplicate-free, so
      the checker's cell count suffices.
    - [cuts_pairwise] (T4): pieces whose cells lie in consecutive intervals
      (lo, h_1], (h_1, h_2], ..., (h_{m-1}, +inf) with non-decreasing ends
      h_j, and no edge of the remainder across any end h_j, are pairwise
      separated (each pair by [cut_separated]).  [cut_window]: the
      checker's test at an end h (cells u in (h - K, h] against u + 1 and
      u + K, K >= 1) gives "no edge of the remainder across h".
    - [strip_decomposition_checked]: [strip_decomposition] taking exactly
      what [check_decomposition] tests: cover, pieces in consecutive
      intervals with non-decreasing ends and no edge across an end, signs
      +-1, every cell mapped into the member, and the piece's cell count
      equal to the member's.
    - [member_length]: for n >= 0 the member F(n) has n + (ones in L) +
      (ones in R) cells, the checker's [size + pattern_cells];
      [strip_decomposition_counted]: [strip_decomposition_checked] with
      that count (and size >= 0) in place of the member's length. *)

From Coq Require Import ZArith Lia Bool List.
From Nimcert Require Import Kayles StripMex StripDecomposition.
Import ListNotations.
Open Scope Z_scope.

(** ** (T2): onto by counting *)

Lemma NoDup_map_injective : forall (A B : Type) (f : A -> B) (l : list A),
  (forall x y, In x l -> In y l -> f x = f y -> x = y) -> NoDup l -> NoDup (map f l).
Proof.
  intros A B f l Hinj Hnd. induction Hnd as [|a l Ha Hnd IH]; simpl; constructor.
  - intro Hin. apply in_map_iff in Hin. destruct Hin as [b [Eb Hb]].
    assert (b = a) by (apply Hinj; simpl; auto). subst. contradiction.
  - apply IH. intros x y Hx Hy. apply Hinj; simpl; auto.
Qed.

Theorem onto_by_count : forall (A B : Type) (f : A -> B) (C : list A) (W : list B),
  NoDup C -> NoDup W ->
  (forall x y, In x C -> In y C -> f x = f y -> x = y) ->
  (forall u, In u C -> In (f u) W) ->
  length C = length W ->
  forall z, In z W <-> In z (map f C).
Proof.
  intros A B f C W HC HW Hinj Hinto Hlen.
  assert (Hincl : incl (map f C) W).
  { intros z Hz. apply in_map_iff in Hz. destruct Hz as [u [<- Hu]]. auto. }
  assert (Hback : incl W (map f C)).
  { apply NoDup_length_incl; [apply NoDup_map_injective; auto|rewrite map_length; lia|exact Hincl]. }
  intro z. split; [apply Hback|apply Hincl].
Qed.

(** A member's cells are distinct: the checker counts them. *)
Lemma member_NoDup : forall L R n, NoDup (member L R n).
Proof.
  intros L R n. unfold member. apply NoDup_filter. apply NoDup_map_injective; [|apply seq_NoDup].
  intros x y _ _ E. lia.
Qed.

(** ** The checker's cell count of a member *)

(** [ones P]: the number of '1's of a pattern, the checker's
    [std::count(p.begin(), p.end(), '1')] summed into [pattern_cells]. *)
Definition ones (P : list bool) : nat := count_occ Bool.bool_dec P true.

Lemma filter_ext_on : forall (A : Type) (f g : A -> bool) (s : list A),
  (forall x, In x s -> f x = g x) -> filter f s = filter g s.
Proof.
  intros A f g s. induction s as [|a s IH]; intros H; simpl; auto.
  rewrite H by (left; reflexivity). rewrite IH by (intros x Hx; apply H; right; exact Hx).
  reflexivity.
Qed.

Lemma filter_length_map : forall (A B : Type) (f : B -> bool) (g : A -> B) (s : list A),
  length (filter f (map g s)) = length (filter (fun x => f (g x)) s).
Proof.
  intros A B f g s. induction s as [|a s IH]; simpl; auto. destruct (f (g a)); simpl; auto.
Qed.

Lemma filter_seq_shift : forall (f : nat -> bool) k a,
  length (filter f (seq a k)) = length (filter (fun j => f (a + j)%nat) (seq 0 k)).
Proof.
  intros f k. revert f. induction k as [|k IH]; intros f a; [reflexivity|]. cbn [seq filter].
  rewrite Nat.add_0_r.
  assert (E : filter (fun j => f (S a + j)%nat) (seq 0 k) =
              filter (fun j => f (a + (1 + j))%nat) (seq 0 k)).
  { apply filter_ext_on. intros x _. f_equal. lia. }
  destruct (f a); cbn [length]; rewrite (IH f (S a)), (IH (fun j => f (a + j)%nat) 1%nat), E; reflexivity.
Qed.

Lemma filter_nth_seq : forall P : list bool,
  length (filter (fun j => nth j P false) (seq 0 (length P))) = ones P.
Proof.
  unfold ones. induction P as [|b P IH]; [reflexivity|]. cbn [length seq filter nth].
  destruct b; cbn [length count_occ]; rewrite filter_seq_shift; cbn [Nat.add nth]; rewrite IH;
  destruct (bool_dec _ _); congruence.
Qed.

Lemma in_member_left_end : forall L R n w, 0 <= n -> w <= 0 -> Z.of_nat (length L) < 1 - w ->
  in_member L R n w = false.
Proof.
  intros L R n w Hn Hw Hl. unfold in_member.
  destruct (Z.leb_spec 1 w); [lia|]. destruct (Z.leb_spec (1 - w) (Z.of_nat (length L))); [lia|].
  destruct (Z.ltb_spec n w); [lia|]. rewrite !andb_false_r. simpl. destruct (w <=? 0); reflexivity.
Qed.

Lemma in_member_left : forall L R n w, 0 <= n -> w <= 0 -> 1 - w <= Z.of_nat (length L) ->
  in_member L R n w = nth (Z.to_nat (- w)) L false.
Proof.
  intros L R n w Hn Hw Hl. unfold in_member.
  destruct (Z.leb_spec 1 w); [lia|]. destruct (Z.leb_spec w 0); [|lia].
  destruct (Z.leb_spec (1 - w) (Z.of_nat (length L))); [|lia]. reflexivity.
Qed.

Lemma in_member_mid : forall L R n w, 1 <= w <= n -> in_member L R n w = true.
Proof.
  intros L R n w Hw. unfold in_member.
  destruct (Z.leb_spec 1 w); [|lia]. destruct (Z.leb_spec w n); [|lia]. reflexivity.
Qed.

Lemma in_member_right : forall L R n w, 0 <= n -> n < w -> w - n <= Z.of_nat (length R) ->
  in_member L R n w = nth (Z.to_nat (w - n - 1)) R false.
Proof.
  intros L R n w Hn Hw Hr. unfold in_member.
  destruct (Z.leb_spec w n); [lia|]. rewrite andb_false_r.
  destruct (Z.leb_spec w 0); [lia|]. destruct (Z.ltb_spec n w); [|lia].
  destruct (Z.leb_spec (w - n) (Z.of_nat (length R))); [|lia]. reflexivity.
Qed.

(** For size n >= 0, the member F(n) has n + (ones in L) + (ones in R)
    cells: the checker's [size + pattern_cells]. *)
Theorem member_length : forall L R n, 0 <= n ->
  length (member L R n) = (Z.to_nat n + ones L + ones R)%nat.
Proof.
  intros L R n Hn. unfold member. rewrite filter_length_map.
  replace (Z.to_nat (n + Z.of_nat (length R) + Z.of_nat (length L) + 1))
    with (1 + (length L + (Z.to_nat n + length R)))%nat by lia.
  rewrite !seq_app, !filter_app, !app_length.
  (* the cell -|L|: never a cell *)
  assert (E0 : length (filter (fun i => in_member L R n (- Z.of_nat (length L) + Z.of_nat i)) (seq 0 1)) = 0%nat).
  { cbn [seq filter]. rewrite in_member_left_end by lia. reflexivity. }
  (* cells -|L|+1 .. 0: the left pattern, read backwards *)
  assert (EL : length (filter (fun i => in_member L R n (- Z.of_nat (length L) + Z.of_nat i)) (seq (0 + 1) (length L))) = ones L).
  { rewrite filter_seq_shift. unfold ones. rewrite <- (count_occ_rev Bool.bool_dec L).
    fold (ones (rev L)). rewrite <- filter_nth_seq, rev_length. f_equal. apply filter_ext_on.
    intros j Hj. apply in_seq in Hj. rewrite in_member_left by lia. rewrite rev_nth by lia.
    f_equal. lia. }
  (* cells 1 .. n: all cells *)
  assert (EM : length (filter (fun i => in_member L R n (- Z.of_nat (length L) + Z.of_nat i)) (seq (0 + 1 + length L) (Z.to_nat n))) = Z.to_nat n).
  { rewrite (filter_ext_on _ _ (fun _ => true)).
    - assert (T : forall s : list nat, filter (fun _ => true) s = s)
        by (induction s as [|a s IH]; simpl; congruence).
      rewrite T, seq_length. reflexivity.
    - intros i Hi. apply in_seq in Hi. apply in_member_mid. lia. }
  (* cells n+1 .. n+|R|: the right pattern *)
  assert (ER : length (filter (fun i => in_member L R n (- Z.of_nat (length L) + Z.of_nat i)) (seq (0 + 1 + length L + Z.to_nat n) (length R))) = ones R).
  { rewrite filter_seq_shift, <- filter_nth_seq. f_equal. apply filter_ext_on.
    intros j Hj. apply in_seq in Hj. rewrite in_member_right by lia. f_equal. lia. }
  rewrite E0, EL, EM, ER. lia.
Qed.

(** ** (T4): separation at consecutive non-decreasing ends gives pairwise
    separation *)

(** [above lo u]: u lies above the lower end lo (None: no lower end). *)
Definition above (lo : option Z) (u : Z) : Prop :=
  match lo with None => True | Some l => l < u end.

(** [cuts K rem lo Cs hs]: the pieces Cs, in order, with ends hs (one fewer
    than the pieces: the last piece runs to +inf), as [check_decomposition]
    tests them: every cell of a piece is above the previous end (lo) and at
    most its own end; each end is at least the previous one; and no cell of
    the remainder rem at most an end is adjacent to a cell of rem above it. *)
Fixpoint cuts (K : Z) (rem : list Z) (lo : option Z) (Cs : list (list Z)) (hs : list Z) : Prop :=
  match Cs with
  | [] => hs = []
  | C :: Cs' =>
      match hs with
      | [] => Cs' = [] /\ forall u, In u C -> above lo u
      | h :: hs' =>
          (forall u, In u C -> above lo u /\ u <= h) /\ above lo (h + 1) /\
          (forall u w, In u rem -> In w rem -> u <= h -> h < w -> strip_adj K u w = false) /\
          cuts K rem (Some h) Cs' hs'
      end
  end.

Lemma above_mono : forall lo h u, above lo (h + 1) -> h < u -> above lo u.
Proof. intros [l|] h u; simpl; lia. Qed.

Lemma cuts_above : forall K rem Cs hs lo, cuts K rem lo Cs hs ->
  forall C u, In C Cs -> In u C -> above lo u.
Proof.
  intros K rem Cs. induction Cs as [|C Cs IH]; intros hs lo H D u HD Hu; [destruct HD|].
  destruct hs as [|h hs].
  - destruct H as [-> H]. destruct HD as [<-|[]]. exact (H u Hu).
  - destruct H as [HC [Hmono [_ Ht]]]. destruct HD as [<-|HD]; [apply (HC u Hu)|].
    apply (above_mono lo h u Hmono). exact (IH hs (Some h) Ht D u HD Hu).
Qed.

Theorem cuts_pairwise : forall K rem Cs hs lo, cuts K rem lo Cs hs ->
  (forall C, In C Cs -> incl C rem) ->
  ForallOrdPairs (separated Z.eq_dec (strip_adj K)) Cs.
Proof.
  intros K rem Cs. induction Cs as [|C Cs IH]; intros hs lo H Hin; [constructor|].
  destruct hs as [|h hs].
  - destruct H as [-> _]. repeat constructor.
  - destruct H as [HC [_ [Hcut Ht]]]. constructor.
    + apply Forall_forall. intros D HD.
      apply (cut_separated K C D h).
      * intros u Hu. apply (HC u Hu).
      * intros w Hw. exact (cuts_above K rem Cs hs (Some h) Ht D w HD Hw).
      * intros u w Hu Hw. apply Hcut.
        -- apply (Hin C (or_introl eq_refl) u Hu).
        -- apply (Hin D (or_intror HD) w Hw).
        -- apply (HC u Hu).
        -- exact (cuts_above K rem Cs hs (Some h) Ht D w HD Hw).
    + apply (IH hs (Some h) Ht). intros D HD. apply Hin. right. exact HD.
Qed.

(** The checker's window: at an end h it tests only u in (h - K, h] against
    w = u + 1 and w = u + K.  With K >= 1 that covers every edge of the
    strip from a cell <= h to a cell > h. *)
Theorem cut_window : forall K (rem : list Z) h, 1 <= K ->
  (forall u w, h - K < u <= h -> (w = u + 1 \/ w = u + K) -> h < w -> In u rem -> In w rem -> False) ->
  forall u w, In u rem -> In w rem -> u <= h -> h < w -> strip_adj K u w = false.
Proof.
  intros K rem h HK Hwin u w Hu Hw Hle Hlt. unfold strip_adj.
  destruct (Z.abs (u - w) =? 1) eqn:E1; [apply Z.eqb_eq in E1|];
  destruct (Z.abs (u - w) =? K) eqn:E2; try apply Z.eqb_eq in E2; try reflexivity; exfalso.
  - apply (Hwin u w); auto; lia.
  - apply (Hwin u w); auto; lia.
  - apply (Hwin u w); auto; lia.
Qed.

(** ** [strip_decomposition] from the checker's tests *)

Definition checked (K : Z) (L R : list bool) (n v : Z) (ps : list spiece) (hs : list Z) : Prop :=
  let rem := del Z.eq_dec (strip_adj K) v (member L R n) in
  (forall u, In u rem <-> In u (concat (map scells ps))) /\
  cuts K rem None (map scells ps) hs /\
  (forall p, In p ps -> (sign p = 1 \/ sign p = -1) /\ NoDup (scells p) /\
     (forall u, In u (scells p) -> In (sign p * u + shift p) (member (gL p) (gR p) (size p))) /\
     length (scells p) = length (member (gL p) (gR p) (size p))).

Theorem checked_holds : forall K L R n v ps hs, checked K L R n v ps hs -> holds K L R n v ps.
Proof.
  intros K L R n v ps hs [Hcov [Hcuts Hp]]. split; [exact Hcov|split].
  - apply (cuts_pairwise K _ _ hs None Hcuts). intros C HC u Hu. apply Hcov.
    apply in_concat. exists C. auto.
  - intros p Hp'. destruct (Hp p Hp') as [Hs [Hnd [Hinto Hlen]]]. split; [exact Hs|].
    apply onto_by_count; auto using member_NoDup.
    intros x y _ _ E. cbv beta in E. destruct Hs as [Hs|Hs]; rewrite Hs in E; lia.
Qed.

Theorem strip_decomposition_checked : forall K L R n v ps hs, checked K L R n v ps hs ->
  value Z.eq_dec (strip_adj K) (del Z.eq_dec (strip_adj K) v (member L R n)) =
  xor_list (map (fun p => value Z.eq_dec (strip_adj K) (member (gL p) (gR p) (size p))) ps).
Proof. intros. apply strip_decomposition. eapply checked_holds. eassumption. Qed.

(** The checker's own count: [check_decomposition] rejects a negative size
    and compares the piece's cell count with [size + pattern_cells];
    [member_length] makes that the member's length. *)
Definition checked_count (K : Z) (L R : list bool) (n v : Z) (ps : list spiece) (hs : list Z) : Prop :=
  let rem := del Z.eq_dec (strip_adj K) v (member L R n) in
  (forall u, In u rem <-> In u (concat (map scells ps))) /\
  cuts K rem None (map scells ps) hs /\
  (forall p, In p ps -> (sign p = 1 \/ sign p = -1) /\ NoDup (scells p) /\
     (forall u, In u (scells p) -> In (sign p * u + shift p) (member (gL p) (gR p) (size p))) /\
     0 <= size p /\
     length (scells p) = (Z.to_nat (size p) + ones (gL p) + ones (gR p))%nat).

Lemma checked_count_checked : forall K L R n v ps hs,
  checked_count K L R n v ps hs -> checked K L R n v ps hs.
Proof.
  intros K L R n v ps hs [Hcov [Hcuts Hp]]. split; [exact Hcov|split; [exact Hcuts|]].
  intros p Hp'. destruct (Hp p Hp') as [Hs [Hnd [Hinto [Hsz Hlen]]]].
  split; [exact Hs|split; [exact Hnd|split; [exact Hinto|]]].
  rewrite member_length by exact Hsz. exact Hlen.
Qed.

Theorem strip_decomposition_counted : forall K L R n v ps hs, checked_count K L R n v ps hs ->
  value Z.eq_dec (strip_adj K) (del Z.eq_dec (strip_adj K) v (member L R n)) =
  xor_list (map (fun p => value Z.eq_dec (strip_adj K) (member (gL p) (gR p) (size p))) ps).
Proof. intros. apply strip_decomposition_checked with hs. apply checked_count_checked. assumption. Qed.

Print Assumptions onto_by_count.
Print Assumptions member_NoDup.
Print Assumptions cuts_pairwise.
Print Assumptions cut_window.
Print Assumptions checked_holds.
Print Assumptions strip_decomposition_checked.
Print Assumptions member_length.
Print Assumptions strip_decomposition_counted.
