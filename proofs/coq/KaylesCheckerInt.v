(** * KaylesCheckerInt: the Node-Kayles checker of KaylesChecker.v on cells
      that are pairs of Coq's primitive 63-bit integers -- theorems
      [iqueens_check_sound], [igrid_check_sound] (issue 24, a step towards a
      fast verified checker).

    The same checker ([check_cert_g], KaylesChecker.v, proved sound for any
    type of cells with decidable equality and any hash) is run here with
    cells [icell = int * int] (Uint63): the adjacency of the queens graph and
    of the grid is computed with machine subtraction and comparison
    ([iqueens_adj], [igrid_adj]), and the hash [ikey] with machine
    multiplication and [land].  Extracted with Coq's own ExtrOCamlInt63 these
    are OCaml's native integers (no hand-written mapping).  What is still on
    binary integers: the normal form ([icanon] maps the shape to Z x Z cells,
    takes KaylesChecker.v's [lattice_canon] and maps back), and the table's
    keys (positive, PositiveMap).

    Why it is sound.  [zc] maps an [icell] to the Z x Z cell of its two
    integers' values ([Uint63.to_Z]); it is injective, and the machine
    adjacency is the Z one through it ([iqueens_adj_spec], [igrid_adj_spec]:
    |a - b| is computed as the larger minus the smaller, so it never wraps).
    Hence the value of a set of [icell]s is the value of its image
    ([transfer]), the normal form keeps the value ([icanon_value]: the
    images of a shape whose coordinates are in [0, 2^63) have their
    coordinates in [0, 2^63) too, so mapping back loses nothing), and the
    board of integers is the board of KaylesChecker.v for sides below 2^63.

    Assumptions.  Primitive integers are declared in Coq's standard library
    (Uint63, PrimInt63) as primitives whose specifications ([sub_spec],
    [ltb_spec], [eqb_correct], ...) are axioms: [Print Assumptions] of the
    theorems below lists them, and proofs/build accepts, for this file only,
    exactly the allow-list written there (proofs/README.md, trust base).
    KaylesChecker.v and the instance theorems of KaylesInstances.v do not
    use this file and stay closed. *)

From Coq Require Import Arith Lia List Bool ZArith Uint63 Permutation.
From Coq Require Import Sorting.Mergesort Structures.Orders.
From Coq Require PArray.
Import PArray.PArrayNotations.
From Nimcert Require Import Kayles KaylesChecker KaylesCertData.
Import ListNotations.

(** ** Cells of primitive integers *)

Definition icell : Type := (int * int)%type.

Definition icell_eq_dec : forall x y : icell, {x = y} + {x <> y}.
Proof. decide equality; apply Uint63.eqs. Defined.

Definition icell_eqb (x y : icell) : bool := (fst x =? fst y)%uint63 && (snd x =? snd y)%uint63.

Lemma icell_eqb_ok : forall x y, icell_eqb x y = true <-> x = y.
Proof.
  intros [a b] [c d]. unfold icell_eqb. simpl. rewrite andb_true_iff, !eqb_spec.
  split; [intros [-> ->]; reflexivity|intros E; injection E as -> ->; split; reflexivity].
Qed.

(** The Z x Z cell of an icell, and back. *)
Definition zc (p : icell) : cell := (to_Z (fst p), to_Z (snd p)).
Definition ic (p : cell) : icell := (of_Z (fst p), of_Z (snd p)).

Lemma zc_inj : forall p q, zc p = zc q -> p = q.
Proof.
  intros [a b] [c d] E. unfold zc in E. simpl in E. injection E as E1 E2.
  apply to_Z_inj in E1. apply to_Z_inj in E2. subst. reflexivity.
Qed.

Definition in_range (z : Z) : Prop := (0 <= z < wB)%Z.
Definition cell_in_range (p : cell) : Prop := in_range (fst p) /\ in_range (snd p).

Lemma zc_ic : forall p, cell_in_range p -> zc (ic p) = p.
Proof.
  intros [a b] [Ha Hb]. unfold zc, ic, in_range in *. simpl in *.
  rewrite !of_Z_spec, !Z.mod_small by lia. reflexivity.
Qed.

Lemma zc_in_range : forall p, cell_in_range (zc p).
Proof. intros [a b]. split; apply to_Z_bounded. Qed.

(** |a - b| without wrapping: the larger minus the smaller. *)
Definition iabs (a b : int) : int := if (a <? b)%uint63 then (b - a)%uint63 else (a - b)%uint63.

Lemma iabs_spec : forall a b, to_Z (iabs a b) = Z.abs (to_Z b - to_Z a).
Proof.
  intros a b. unfold iabs. pose proof (to_Z_bounded a). pose proof (to_Z_bounded b).
  destruct (a <? b)%uint63 eqn:E.
  - apply ltb_spec in E. rewrite sub_spec, Z.mod_small by lia. lia.
  - assert (~ (to_Z a < to_Z b)%Z) by (intro H1; apply ltb_spec in H1; congruence).
    rewrite sub_spec, Z.mod_small by lia. lia.
Qed.

Lemma ieqb_Z : forall x y, (x =? y)%uint63 = (to_Z x =? to_Z y)%Z.
Proof.
  intros x y. destruct (x =? y)%uint63 eqn:E; symmetry.
  - apply eqb_spec in E. subst. apply Z.eqb_refl.
  - apply Z.eqb_neq. intro H. apply to_Z_inj in H. subst.
    assert (H : (y =? y)%uint63 = true) by (apply eqb_spec; reflexivity). congruence.
Qed.

(** ** The two lattice families on icells *)

Definition iqueens_adj (p q : icell) : bool :=
  let dr := iabs (fst p) (fst q) in let dc := iabs (snd p) (snd q) in
  (dr =? 0)%uint63 || (dc =? 0)%uint63 || (dr =? dc)%uint63.

Definition igrid_adj (p q : icell) : bool :=
  let dr := iabs (fst p) (fst q) in let dc := iabs (snd p) (snd q) in
  ((dr =? 0)%uint63 && (dc =? 1)%uint63) || ((dr =? 1)%uint63 && (dc =? 0)%uint63).

Lemma iqueens_adj_spec : forall p q, iqueens_adj p q = queens_adj (zc p) (zc q).
Proof.
  intros [a b] [c d]. unfold iqueens_adj, queens_adj, lattice_adj, queens_rule, zc. simpl.
  rewrite !ieqb_Z, !iabs_spec, to_Z_0.
  destruct (Z.eqb_spec (Z.abs (to_Z c - to_Z a)) 0), (Z.eqb_spec (to_Z c - to_Z a) 0),
           (Z.eqb_spec (Z.abs (to_Z d - to_Z b)) 0), (Z.eqb_spec (to_Z d - to_Z b) 0),
           (Z.eqb_spec (Z.abs (to_Z c - to_Z a)) (Z.abs (to_Z d - to_Z b))); simpl; auto; lia.
Qed.

Lemma igrid_adj_spec : forall p q, igrid_adj p q = grid_adj (zc p) (zc q).
Proof.
  intros [a b] [c d]. unfold igrid_adj, grid_adj, lattice_adj, grid_rule, zc. simpl.
  rewrite !ieqb_Z, !iabs_spec, to_Z_0, to_Z_1.
  destruct (Z.eqb_spec (Z.abs (to_Z c - to_Z a)) 0), (Z.eqb_spec (Z.abs (to_Z d - to_Z b)) 1),
           (Z.eqb_spec (Z.abs (to_Z c - to_Z a)) 1), (Z.eqb_spec (Z.abs (to_Z d - to_Z b)) 0),
           (Z.eqb_spec (Z.abs (to_Z c - to_Z a) + Z.abs (to_Z d - to_Z b)) 1); simpl; auto; lia.
Qed.

(** ** Values carry over through [zc] *)

Section Transfer.

Variable adj : cell -> cell -> bool.
Variable iadj : icell -> icell -> bool.
Hypothesis iadj_spec : forall p q, iadj p q = adj (zc p) (zc q).

Lemma closed_transfer : forall x y,
  closed cell_eq_dec adj (zc x) (zc y) = closed icell_eq_dec iadj x y.
Proof.
  intros x y. unfold closed. rewrite iadj_spec.
  destruct (icell_eq_dec x y) as [->|Hne].
  - destruct (cell_eq_dec (zc y) (zc y)); congruence.
  - destruct (cell_eq_dec (zc x) (zc y)) as [E|_]; [exfalso; apply Hne, zc_inj, E|reflexivity].
Qed.

Lemma del_transfer : forall x Y,
  del cell_eq_dec adj (zc x) (map zc Y) = map zc (del icell_eq_dec iadj x Y).
Proof.
  intros x Y. unfold del. induction Y as [|y Y IH]; simpl; [reflexivity|].
  rewrite closed_transfer. destruct (closed icell_eq_dec iadj x y); simpl; rewrite IH; reflexivity.
Qed.

(** The value of a set of icells is the value of its image in Z x Z. *)
Theorem transfer : forall Y, value icell_eq_dec iadj Y = value cell_eq_dec adj (map zc Y).
Proof.
  assert (Main : forall n Y, length Y <= n -> value icell_eq_dec iadj Y = value cell_eq_dec adj (map zc Y)).
  { induction n as [|n IH]; intros Y Hn.
    - destruct Y; [reflexivity|simpl in Hn; lia].
    - rewrite !value_mex, map_map. f_equal. apply map_ext_in. intros x Hx.
      rewrite del_transfer. apply IH. pose proof (del_length_lt icell icell_eq_dec iadj x Y Hx). lia. }
  intros Y. apply (Main (length Y)). lia.
Qed.

End Transfer.

(** ** The normal form on icells, computed on machine integers *)

Lemma iltb_Z : forall x y, (x <? y)%uint63 = (to_Z x <? to_Z y)%Z.
Proof.
  intros x y. destruct (x <? y)%uint63 eqn:E; symmetry.
  - apply Z.ltb_lt, ltb_spec, E.
  - apply Z.ltb_ge. destruct (Z_lt_le_dec (to_Z x) (to_Z y)) as [H|H]; [|exact H].
    apply ltb_spec in H. congruence.
Qed.

Lemma ileb_Z : forall x y, (x <=? y)%uint63 = (to_Z x <=? to_Z y)%Z.
Proof.
  intros x y. destruct (x <=? y)%uint63 eqn:E; symmetry.
  - apply Z.leb_le, leb_spec, E.
  - apply Z.leb_gt. destruct (Z_lt_le_dec (to_Z y) (to_Z x)) as [H|H]; [exact H|].
    apply leb_spec in H. congruence.
Qed.

(** Row-major order on icells (the order of KaylesChecker.v's [CellOrder] through [zc]). *)
Module ICellOrder <: Orders.TotalLeBool.
  Definition t := icell.
  Definition leb (x y : icell) : bool :=
    (fst x <? fst y)%uint63 || ((fst x =? fst y)%uint63 && (snd x <=? snd y)%uint63).
  Theorem leb_total : forall x y, leb x y = true \/ leb y x = true.
  Proof.
    intros [a b] [c d]. unfold leb. simpl. rewrite !iltb_Z, !ieqb_Z, !ileb_Z.
    destruct (Z.ltb_spec (to_Z a) (to_Z c)), (Z.ltb_spec (to_Z c) (to_Z a)),
             (Z.eqb_spec (to_Z a) (to_Z c)), (Z.eqb_spec (to_Z c) (to_Z a)),
             (Z.leb_spec (to_Z b) (to_Z d)), (Z.leb_spec (to_Z d) (to_Z b)); simpl; auto; lia.
  Qed.
End ICellOrder.

Module ICellSort := Sort ICellOrder.

Definition icell_cmp (p q : icell) : comparison :=
  if (fst p <? fst q)%uint63 then Lt else if (fst p =? fst q)%uint63 then
    (if (snd p <? snd q)%uint63 then Lt else if (snd p =? snd q)%uint63 then Eq else Gt) else Gt.

Definition ishape_ltb : list icell -> list icell -> bool := lex_ltb icell_cmp.

(** The image of a cell under reflection of rows, of columns, then
    transposition of the box [r0, r1] x [c0, c1] moved to the origin. *)
Definition iimage (fr fc tr : bool) (r0 r1 c0 c1 : int) (p : icell) : icell :=
  let r := if fr then (r1 - fst p)%uint63 else (fst p - r0)%uint63 in
  let c := if fc then (c1 - snd p)%uint63 else (snd p - c0)%uint63 in
  if tr then (c, r) else (r, c).

Definition imin (l : list int) : int :=
  match l with [] => 0%uint63 | a :: l' => fold_left (fun m x => if (x <? m)%uint63 then x else m) l' a end.
Definition imax (l : list int) : int :=
  match l with [] => 0%uint63 | a :: l' => fold_left (fun m x => if (m <? x)%uint63 then x else m) l' a end.

(** The images of X under the symmetries [syms], each sorted. *)
Definition iimages_of (syms : list (bool * bool * bool)) (X : list icell) : list (list icell) :=
  let rs := map fst X in let cs := map snd X in
  let r0 := imin rs in let r1 := imax rs in let c0 := imin cs in let c1 := imax cs in
  map (fun '(fr, fc, tr) => ICellSort.sort (map (iimage fr fc tr r0 r1 c0 c1) X)) syms.

Definition iimages (X : list icell) : list (list icell) := iimages_of symmetries X.

(** Choosing the image without sorting all 8 (sorting them was a quarter of the
    extracted checker's time).  Each image gets a key that depends only on its
    set of cells: its height and a mix of its first moments (the sums of the
    rows, of the columns and of their products over its cells, in its own box),
    all 8 derived in O(1) from the moments of X computed in one pass; only the
    images of least key are sorted and compared ([icands]: more than one for a
    symmetric shape or when the moments do not tell two images apart).  The
    result is a function of the set of images, so isomorphic shapes still get
    one normal form; soundness needs only that it is one of the images
    ([icanon_value]), whatever the keys are. *)
Fixpoint imom (r0 c0 n sr sc src : int) (X : list icell) : int * int * int * int :=
  match X with
  | [] => (n, sr, sc, src)
  | p :: X' => let r := (fst p - r0)%uint63 in let c := (snd p - c0)%uint63 in
               imom r0 c0 (n + 1) (sr + r) (sc + c) (src + r * c) X'
  end%uint63.

Definition imixk (a b c : int) : int := (a * 6364136223846793005 + b * 1442695040888963407 + c)%uint63.

Definition ikey_ltb (a b : int * int) : bool :=
  (fst a <? fst b)%uint63 || ((fst a =? fst b)%uint63 && (snd a <? snd b)%uint63).
Definition ikey_eqb (a b : int * int) : bool := (fst a =? fst b)%uint63 && (snd a =? snd b)%uint63.

Definition icands (X : list icell) : list (bool * bool * bool) :=
  let rs := map fst X in let cs := map snd X in
  let r0 := imin rs in let r1 := imax rs in let c0 := imin cs in let c1 := imax cs in
  let A := (r1 - r0)%uint63 in let B := (c1 - c0)%uint63 in
  let '(n, sr, sc, src) := imom r0 c0 0 0 0 0 X in
  let keyed : list ((bool * bool * bool) * (int * int)) :=
    map (fun s : bool * bool * bool => let '(fr, fc, tr) := s in
           let sr' := if fr then (n * A - sr)%uint63 else sr in
           let sc' := if fc then (n * B - sc)%uint63 else sc in
           let src' := match fr, fc with
                       | false, false => src
                       | true, false => (A * sc - src)%uint63
                       | false, true => (B * sr - src)%uint63
                       | true, true => (n * A * B - A * sc - B * sr + src)%uint63
                       end in
           (s, if tr then (B, imixk sc' sr' src') else (A, imixk sr' sc' src')))
        symmetries in
  match keyed with
  | [] => []
  | (_, k) :: rest =>
      let m := fold_left (fun m (e : (bool * bool * bool) * (int * int)) => if ikey_ltb (snd e) m then snd e else m) rest k in
      map fst (filter (fun e : (bool * bool * bool) * (int * int) => ikey_eqb (snd e) m) keyed)
  end.

(** The normal form: the least of the candidate images, each sorted ([least_image], KaylesChecker.v). *)
Definition icanon (X : list icell) : list icell := least_image ishape_ltb X (iimages_of (icands X) X).

Lemma imin_le : forall l a x, In x (a :: l) ->
  (to_Z (fold_left (fun m x => if (x <? m)%uint63 then x else m) l a) <= to_Z x)%Z.
Proof.
  induction l as [|b l IH]; intros a x Hx; simpl.
  - destruct Hx as [<-|[]]. lia.
  - assert (Hab : (to_Z (if (b <? a)%uint63 then b else a) <= to_Z a)%Z /\
                  (to_Z (if (b <? a)%uint63 then b else a) <= to_Z b)%Z).
    { rewrite iltb_Z. destruct (Z.ltb_spec (to_Z b) (to_Z a)); lia. }
    pose proof (IH (if (b <? a)%uint63 then b else a) _ (or_introl eq_refl)) as H0.
    destruct Hx as [<-|[<-|Hx]]; [lia|lia|apply IH; right; exact Hx].
Qed.

Lemma imax_ge : forall l a x, In x (a :: l) ->
  (to_Z x <= to_Z (fold_left (fun m x => if (m <? x)%uint63 then x else m) l a))%Z.
Proof.
  induction l as [|b l IH]; intros a x Hx; simpl.
  - destruct Hx as [<-|[]]. lia.
  - assert (Hab : (to_Z a <= to_Z (if (a <? b)%uint63 then b else a))%Z /\
                  (to_Z b <= to_Z (if (a <? b)%uint63 then b else a))%Z).
    { rewrite iltb_Z. destruct (Z.ltb_spec (to_Z a) (to_Z b)); lia. }
    pose proof (IH (if (a <? b)%uint63 then b else a) _ (or_introl eq_refl)) as H0.
    destruct Hx as [<-|[<-|Hx]]; [lia|lia|apply IH; right; exact Hx].
Qed.

Lemma imin_spec : forall l x, In x l -> (to_Z (imin l) <= to_Z x)%Z.
Proof. intros [|a l] x Hx; [destruct Hx|]. apply imin_le. exact Hx. Qed.

Lemma imax_spec : forall l x, In x l -> (to_Z x <= to_Z (imax l))%Z.
Proof. intros [|a l] x Hx; [destruct Hx|]. apply imax_ge. exact Hx. Qed.

Lemma sub_nowrap : forall a b, (to_Z b <= to_Z a)%Z -> to_Z (a - b)%uint63 = (to_Z a - to_Z b)%Z.
Proof.
  intros a b H. pose proof (to_Z_bounded a). pose proof (to_Z_bounded b).
  rewrite sub_spec, Z.mod_small by lia. reflexivity.
Qed.

(** Inside the box, the machine image is the Z image through [zc]. *)
Lemma zc_iimage : forall fr fc tr r0 r1 c0 c1 p,
  (to_Z r0 <= to_Z (fst p) <= to_Z r1)%Z -> (to_Z c0 <= to_Z (snd p) <= to_Z c1)%Z ->
  zc (iimage fr fc tr r0 r1 c0 c1 p) = image fr fc tr (to_Z r0) (to_Z r1) (to_Z c0) (to_Z c1) (zc p).
Proof.
  intros fr fc tr r0 r1 c0 c1 [a b] Hr Hc. simpl in Hr, Hc.
  unfold iimage, image, zc. simpl.
  destruct fr, fc, tr; simpl; rewrite !sub_nowrap by lia; reflexivity.
Qed.

Lemma map_zc_ic : forall L, (forall p, In p L -> cell_in_range p) -> map zc (map ic L) = L.
Proof.
  induction L as [|p L IH]; intros H; simpl; [reflexivity|].
  rewrite zc_ic by (apply H; left; reflexivity). rewrite IH; [reflexivity|]. intros q Hq. apply H. right. exact Hq.
Qed.

Section Canon.

Variable f : Z -> Z -> bool.
Hypothesis f_neg : forall a b, f (- a)%Z b = f a b.
Hypothesis f_swap : forall a b, f b a = f a b.
Variable iadj : icell -> icell -> bool.
Hypothesis iadj_spec : forall p q, iadj p q = lattice_adj f (zc p) (zc q).

Local Notation Gi := (value icell_eq_dec iadj).

Lemma iimages_value : forall syms X Y, In Y (iimages_of syms X) -> Gi Y = Gi X.
Proof.
  intros syms X Y HY. unfold iimages_of in HY. apply in_map_iff in HY.
  destruct HY as [[[fr fc] tr] [<- _]].
  set (r0 := imin (map fst X)). set (r1 := imax (map fst X)).
  set (c0 := imin (map snd X)). set (c1 := imax (map snd X)).
  rewrite (value_ext icell icell_eq_dec iadj _ (map (iimage fr fc tr r0 r1 c0 c1) X)).
  2: { intros z. split; apply Permutation.Permutation_in;
       [apply Permutation.Permutation_sym|]; apply ICellSort.Permuted_sort. }
  rewrite !(transfer (lattice_adj f) iadj iadj_spec), map_map.
  rewrite (map_ext_in _ (fun p => image fr fc tr (to_Z r0) (to_Z r1) (to_Z c0) (to_Z c1) (zc p))).
  2: { intros p Hp. apply zc_iimage; split;
       first [apply imin_spec | apply imax_spec]; apply in_map; exact Hp. }
  rewrite <- (map_map zc).
  apply kayles_isomorphism. apply image_iso; assumption.
Qed.

(** [kayles-isomorphism] on icells: the normal form keeps the value. *)
Theorem icanon_value : forall X, Gi (icanon X) = Gi X.
Proof.
  intros X. apply (least_image_prop _ ishape_ltb (fun Y => Gi Y = Gi X)); [reflexivity|apply iimages_value].
Qed.

End Canon.

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
    recursion [mvm] keeps the values in a memo indexed by the mask (the
    same subset is reached by many orders of moves: on queens 12, 4.9
    million subsets instead of 21 million calls). *)

(** That memo: a persistent array of optional values, indexed by masks. *)
Notation mmemo := (PArray.array (option nat)) (only parsing).
Definition scratch : mmemo := PArray.make 512%uint63 None.

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

(** The mask of the cells of D (numbered from k) that satisfy p. *)
Fixpoint maskp (p : A -> bool) (k : int) (D : list A) : int :=
  match D with
  | [] => 0%uint63
  | d :: D' => if p d then (sing k lor maskp p (k + 1) D')%uint63 else maskp p (k + 1) D'
  end.

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

(** The memo of a piece's subsets: entry m, when [Some v], is the value of
    the cells of m ([memo_ok]).  Every piece starts from the same array of
    512 entries, [scratch] above (masks of pieces of at most 9 cells; a
    larger mask is out of bounds: never kept, always recomputed).  Coq's
    persistent arrays undo the previous piece's writes when [scratch] is read
    again, so a piece pays for the entries it writes, not for 512. *)
Definition memo_ok (D : list A) (M : mmemo) : Prop := forall j v, M.[j] = Some v -> G (selk j 0 D) = v.

Lemma memo_ok_scratch : forall D, memo_ok D scratch.
Proof. intros D j v E. unfold scratch in E. rewrite PArray.get_make in E. discriminate. Qed.

Lemma memo_ok_set : forall D M j v, memo_ok D M -> G (selk j 0 D) = v -> memo_ok D M.[j <- Some v].
Proof.
  intros D M j v HM Hj j' v' E. destruct (Uint63.eqs j j') as [<-|Hne].
  - destruct (j <? PArray.length M)%uint63 eqn:L.
    + rewrite PArray.get_set_same in E by exact L. injection E as <-. exact Hj.
    + rewrite PArray.get_out_of_bounds in E by (rewrite PArray.length_set; exact L).
      rewrite PArray.default_set, <- (PArray.get_out_of_bounds _ M j L) in E. exact (HM _ _ E).
  - rewrite PArray.get_set_other in E by exact Hne. exact (HM _ _ E).
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

(** The options of the cells of m, with the masks Ns of their closed
    neighbourhoods (the first of cell k, whose single bit is s), each valued
    by g, which threads the memo. *)
Fixpoint mopts (g : mmemo -> int -> nat * mmemo) (M : mmemo) (m s : int) (Ns : list int) : list nat * mmemo :=
  match Ns with
  | [] => ([], M)
  | n :: Ns' => if (m lor s =? m)%uint63 then
                  let '(v, M1) := g M (mdiff m n) in
                  let '(l, M2) := mopts g M1 m (s + s) Ns' in (v :: l, M2)
                else mopts g M m (s + s) Ns'
  end.

Lemma mopts_map : forall (Inv : mmemo -> Prop) (F : A -> nat) g m (h : A -> int) L k s M l M',
  s = sing k -> (to_Z k + Z.of_nat (length L) <= 63)%Z -> Inv M ->
  (forall x M0 v M1, In x (selk m k L) -> Inv M0 -> g M0 (mdiff m (h x)) = (v, M1) -> v = F x /\ Inv M1) ->
  mopts g M m s (map h L) = (l, M') -> l = map F (selk m k L) /\ Inv M'.
Proof.
  intros Inv F g m h L. induction L as [|x L IH]; intros k s M l M' Hs Hk HM Hg E.
  - cbn in E. injection E as <- <-. split; [reflexivity|exact HM].
  - pose proof (to_Z_bounded k) as Hb. cbn [length] in Hk.
    assert (Hrec : forall M1 l1 M2, Inv M1 -> mopts g M1 m (s + s) (map h L) = (l1, M2) ->
                   l1 = map F (selk m (k + 1) L) /\ Inv M2).
    { intros M1 l1 M2 HM1 E1. destruct L as [|y L'].
      - cbn in E1. injection E1 as <- <-. split; [reflexivity|exact HM1].
      - cbn [length] in Hk.
        apply (IH (k + 1)%uint63 (s + s)%uint63 M1 l1 M2); [| |exact HM1| |exact E1].
        + rewrite Hs. apply sing_succ. lia.
        + rewrite succ_Z by lia. cbn [length]. lia.
        + intros z M0 v0 M3 Hz. apply Hg. cbn [selk]. destruct (bit m k); [right|]; exact Hz. }
    cbn [mopts map] in E. rewrite Hs, lor_sing_bit in E by lia. rewrite <- Hs in E.
    cbn [selk]. destruct (bit m k) eqn:B.
    + destruct (g M (mdiff m (h x))) as [v M1] eqn:Eg.
      destruct (mopts g M1 m (s + s) (map h L)) as [l1 M2] eqn:Em.
      injection E as <- <-.
      assert (Hx : In x (selk m k (x :: L))) by (cbn [selk]; rewrite B; left; reflexivity).
      destruct (Hg x M v M1 Hx HM Eg) as [-> HM1].
      destruct (Hrec M1 l1 M2 HM1 Em) as [-> HM2]. split; [reflexivity|exact HM2].
    + exact (Hrec M l M' HM E).
Qed.

(** The value of the cells of m, by the definition on masks, memoised in M. *)
Fixpoint mvm (fuel : nat) (Ns : list int) (M : mmemo) (m : int) : nat * mmemo :=
  match fuel with
  | O => (0, M)
  | S f => if (m =? 0)%uint63 then (0, M) else
           match M.[m] with
           | Some v => (v, M)
           | None => let '(l, M1) := mopts (mvm f Ns) M m 1 Ns in
                     let v := mex l in (v, M1.[m <- Some v])
           end
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

(** The mask of the cells (numbered from k) whose flag is set. *)
Fixpoint maskb (k : int) (L : list bool) : int :=
  match L with
  | [] => 0%uint63
  | b :: L' => if b then (sing k lor maskb (k + 1) L')%uint63 else maskb (k + 1) L'
  end.

Lemma maskb_map : forall p L k, maskb k (map p L) = maskp p k L.
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
               (sing k lor maskb (k + 1) flags)%uint63 :: addbit (sing k) flags (nbsym (k + 1) D')
  end.

Lemma addbit_map : forall s d (g : A -> int) L,
  addbit s (map (mclosed d) L) (map g L) = map (fun x => if mclosed x d then (s lor g x)%uint63 else g x) L.
Proof.
  intros s d g. induction L as [|x L IH]; simpl; [reflexivity|]. rewrite (mclosed_sym d x), IH. reflexivity.
Qed.

Lemma nbsym_ok : forall D k, nbsym k D = map (fun x => maskp (mclosed x) k D) D.
Proof.
  induction D as [|d D IH]; intros k; [reflexivity|].
  cbn [nbsym map]. rewrite IH, addbit_map, maskb_map.
  (* the later cells' masks agree by unfolding maskp once: only d's own row is left *)
  f_equal. cbn [maskp]. rewrite mclosed_refl. reflexivity.
Qed.

Definition nbmasks (D : list A) : list int := nbsym 0 D.

Lemma mvm_ok : forall D, (Z.of_nat (length D) <= 63)%Z ->
  forall f m M v M', memo_ok D M -> length (selk m 0 D) <= f -> mvm f (nbmasks D) M m = (v, M') ->
  G (selk m 0 D) = v /\ memo_ok D M'.
Proof.
  intros D HD. induction f as [|f IH]; intros m M v M' HM Hm E; cbn [mvm] in E.
  - injection E as <- <-. destruct (selk m 0 D); [split; [reflexivity|exact HM]|simpl in Hm; lia].
  - destruct (m =? 0)%uint63 eqn:Em.
    { apply eqb_spec in Em. subst m. injection E as <- <-. rewrite selk_zero. split; [reflexivity|exact HM]. }
    destruct (M.[m]) as [w|] eqn:Ew.
    { injection E as <- <-. split; [exact (HM m w Ew)|exact HM]. }
    destruct (mopts (mvm f (nbmasks D)) M m 1 (nbmasks D)) as [l M1] eqn:El.
    injection E as <- <-.
    destruct (mopts_map (memo_ok D) (fun x => G (del aeq adj x (selk m 0 D))) (mvm f (nbmasks D)) m
                (fun x => maskp (mclosed x) 0 D) D 0 1 M l M1 eq_refl ltac:(rewrite to_Z_0; lia) HM) as [Hl HM1].
    { intros x M0 v0 M2 Hx HM0 E0.
      assert (Es : selk (mdiff m (maskp (mclosed x) 0 D)) 0 D = del aeq adj x (selk m 0 D)).
      { rewrite selk_mdiff by (rewrite to_Z_0; lia). apply filter_ext. intros y. rewrite mclosed_ok. reflexivity. }
      pose proof (del_length_lt A aeq adj x _ Hx) as Hlt.
      destruct (IH _ M0 v0 M2 HM0 ltac:(rewrite Es; lia) E0) as [Hv HM2].
      rewrite Es in Hv. split; [symmetry; exact Hv|exact HM2]. }
    { rewrite <- (nbsym_ok D 0). exact El. }
    assert (Hg : G (selk m 0 D) = mex l) by (rewrite value_mex, Hl; reflexivity).
    split; [exact Hg|]. apply memo_ok_set; [exact HM1|exact Hg].
Qed.

(** A piece's value: on masks if it has at most 62 cells, else the definition. *)
Definition mvalue_gen (D : list A) : nat :=
  if length D <=? 62 then fst (mvm (length D) (nbmasks D) scratch (maskp (fun _ => true) 0 D)) else G D.

(** A single cell (the most common piece on the queens graphs) has value 1. *)
Definition mvalue (D : list A) : nat := match D with [_] => 1 | _ => mvalue_gen D end.

Lemma mvalue_gen_ok : forall D, mvalue_gen D = G D.
Proof.
  intros D. unfold mvalue_gen. destruct (Nat.leb_spec (length D) 62) as [H|H]; [|reflexivity].
  assert (HD : (Z.of_nat (length D) <= 63)%Z) by lia.
  assert (E : selk (maskp (fun _ => true) 0 D) 0 D = D).
  { rewrite selk_maskp by (rewrite to_Z_0; lia). clear. induction D as [|d D IH]; simpl; congruence. }
  destruct (mvm (length D) (nbmasks D) scratch (maskp (fun _ => true) 0 D)) as [v M'] eqn:Ev.
  assert (Hl : length (selk (maskp (fun _ => true) 0 D) 0 D) <= length D) by (rewrite E; lia).
  destruct (mvm_ok D HD _ _ _ _ _ (memo_ok_scratch D) Hl Ev) as [Hv _].
  rewrite E in Hv. simpl. symmetry. exact Hv.
Qed.

Theorem mvalue_ok : forall D, mvalue D = G D.
Proof.
  intros [|x [|y D]]; try apply mvalue_gen_ok.
  simpl. rewrite value_mex. simpl. unfold del. simpl. rewrite closed_refl. reflexivity.
Qed.

End Masks.

(** ** The checker on icells *)

(** The hash, on machine integers (any hash is sound: the table's buckets
    compare the shape), kept to 20 bits: an index of the table below. *)
Definition ikey (C : list icell) : int :=
  fold_left (fun acc p => ((acc * 131 + fst p * 17 + snd p + 7) land 1048575)%uint63) C 1%uint63.

(** The table: a persistent array (Coq's primitive [PArray]) of 2^20
    buckets, indexed by [ikey]: O(1) look-ups and updates (the checker uses
    each version once).  Its two laws follow from PArray's specifications
    ([get_make], [get_set_same], [get_set_other], [get_out_of_bounds],
    [length_set], [default_set]), axioms of the standard library that
    [Print Assumptions] lists. *)
Notation itable := (PArray.array (list (list icell * fact))) (only parsing).
(* A notation, not a Definition: Coq 8.16 extracts a type definition over [PArray.array]
   into OCaml it cannot parse ([ExtrOCamlPArray] maps the type by a pattern). *)
Definition isize : int := 1048576%uint63.
Definition iempty (_ : unit) : itable := PArray.make isize [].
Definition iget (T : itable) (k : int) : list (list icell * fact) := T.[k].
Definition iset (T : itable) (k : int) (b : list (list icell * fact)) : itable := T.[k <- b].

(** [f] on every bucket of the table, halving the index range [base, base + width) d times
    (only for the strictness rule "every record used"). *)
Fixpoint iall_range (f : int -> list (list icell * fact) -> bool) (T : itable) (d : nat) (base width : int) : bool :=
  match d with
  | O => f base T.[base]
  | S d' => let half := (width >> 1)%uint63 in
            iall_range f T d' base half && iall_range f T d' (base + half)%uint63 half
  end.

Definition iall (f : int -> list (list icell * fact) -> bool) (T : itable) : bool := iall_range f T 20 0 isize.

Lemma iget_empty : forall k, iget (iempty tt) k = [].
Proof. intros k. unfold iget, iempty. exact (PArray.get_make _ _ _ _). Qed.

Lemma iget_set : forall T k b k' e, In e (iget (iset T k b) k') -> In e b \/ In e (iget T k').
Proof.
  intros T k b k' e. unfold iget, iset. destruct (Uint63.eqs k k') as [<-|Hne].
  - destruct (k <? PArray.length T)%uint63 eqn:L.
    + rewrite PArray.get_set_same by exact L. auto.
    + rewrite (PArray.get_out_of_bounds _ (T.[k <- b])) by (rewrite PArray.length_set; exact L).
      rewrite PArray.default_set, <- (PArray.get_out_of_bounds _ T k L). auto.
  - rewrite PArray.get_set_other by exact Hne. auto.
Qed.

Definition icheck_cert (iadj : icell -> icell -> bool) (small : nat) (claims : bool)
  (rs : list (grecord icell)) (V : list icell) (v : nat) : bool :=
  check_cert_g icell icell_eq_dec int ikey itable iget iset iempty iall iadj icanon small
    (mvalue icell icell_eq_dec iadj icell_eqb) claims rs V v.

(** The board of icells. *)
Definition iboard (R C : nat) : list icell := map ic (board R C).

Lemma board_range : forall R C, (Z.of_nat R <= wB)%Z -> (Z.of_nat C <= wB)%Z ->
  forall p, In p (board R C) -> cell_in_range p.
Proof.
  intros R C HR HC p Hp. unfold board in Hp. apply in_flat_map in Hp.
  destruct Hp as [r [Hr Hp]]. apply in_map_iff in Hp. destruct Hp as [c [<- Hc]].
  apply in_seq in Hr, Hc. unfold cell_in_range, in_range. simpl. lia.
Qed.

(** A lattice family's adjacency is symmetric (f ignores the signs). *)
Lemma lattice_iadj_sym : forall f, (forall a b, f (- a)%Z b = f a b) -> (forall a b, f b a = f a b) ->
  forall iadj, (forall p q, iadj p q = lattice_adj f (zc p) (zc q)) -> forall p q, iadj p q = iadj q p.
Proof.
  intros f Hn Hs iadj Hi p q. rewrite !Hi. unfold lattice_adj. apply (f_signs f Hn Hs); lia.
Qed.

Lemma lattice_check_sound : forall f, (forall a b, f (- a)%Z b = f a b) -> (forall a b, f b a = f a b) ->
  forall iadj, (forall p q, iadj p q = lattice_adj f (zc p) (zc q)) ->
  forall small claims rs R C v, (Z.of_nat R <= wB)%Z -> (Z.of_nat C <= wB)%Z ->
  icheck_cert iadj small claims rs (iboard R C) v = true ->
  value cell_eq_dec (lattice_adj f) (board R C) = v.
Proof.
  intros f Hn Hs iadj Hi small claims rs R C v HR HC H.
  apply (check_cert_g_sound icell icell_eq_dec int ikey itable iget iset iempty iall iget_empty iget_set
           iadj icanon (icanon_value f Hn Hs iadj Hi) small (mvalue icell icell_eq_dec iadj icell_eqb)
           (mvalue_ok icell icell_eq_dec iadj icell_eqb icell_eqb_ok (lattice_iadj_sym f Hn Hs iadj Hi))) in H.
  rewrite (transfer (lattice_adj f) iadj Hi) in H. unfold iboard in H.
  rewrite map_zc_ic in H by (apply board_range; assumption). exact H.
Qed.

(** ** Theorems: if the checker on icells accepts the records [rs] for the
       R x C board with value v, the queens graph (the grid) on the R x C
       board of KaylesChecker.v, from first principles, has value v. *)
Theorem iqueens_check_sound : forall small claims rs R C v, (Z.of_nat R <= wB)%Z -> (Z.of_nat C <= wB)%Z ->
  icheck_cert iqueens_adj small claims rs (iboard R C) v = true ->
  value cell_eq_dec queens_adj (board R C) = v.
Proof. apply lattice_check_sound; [exact queens_neg|exact queens_swap|exact iqueens_adj_spec]. Qed.

Theorem igrid_check_sound : forall small claims rs R C v, (Z.of_nat R <= wB)%Z -> (Z.of_nat C <= wB)%Z ->
  icheck_cert igrid_adj small claims rs (iboard R C) v = true ->
  value cell_eq_dec grid_adj (board R C) = v.
Proof. apply lattice_check_sound; [exact grid_neg|exact grid_swap|exact igrid_adj_spec]. Qed.

(** ** The streaming checker on icells (the extracted reader's entry points)

    The extracted reader (proofs/extraction/build-kayles-int.sh) does not build
    the list of records: it starts from [iinit tt], calls [istep] on each record
    in file order and drops it, and ends with [ifinish] -- exactly [fold_left
    istep rs (iinit tt)] over the file's records [rs], then [ifinish].  That
    is [icheck_cert] ([istream_equiv], from [stream_check_equiv] of
    KaylesChecker.v), so the theorems below hold for it. *)
Definition iinit (_ : unit) := stream_init itable iempty tt.

Definition istep (iadj : icell -> icell -> bool) (small : nat) (claims : bool) o (r : grecord icell) :=
  stream_step icell icell_eq_dec int ikey itable iget iset iadj icanon small (mvalue icell icell_eq_dec iadj icell_eqb) claims o r.

Definition ifinish (iadj : icell -> icell -> bool) (small : nat) (claims : bool) o (V : list icell) (v : nat) : bool :=
  stream_finish icell icell_eq_dec int ikey itable iget iset iall iadj icanon small (mvalue icell icell_eq_dec iadj icell_eqb) claims o V v.

Lemma istream_equiv : forall iadj small claims rs V v,
  ifinish iadj small claims (fold_left (istep iadj small claims) rs (iinit tt)) V v = icheck_cert iadj small claims rs V v.
Proof. intros. apply stream_check_equiv. Qed.

(** ** Theorems: if folding [istep] over the records [rs] and then [ifinish]
       accept for the R x C board with value v, the queens graph (the grid) on
       the R x C board, from first principles, has value v. *)
Theorem iqueens_stream_sound : forall small claims rs R C v, (Z.of_nat R <= wB)%Z -> (Z.of_nat C <= wB)%Z ->
  ifinish iqueens_adj small claims (fold_left (istep iqueens_adj small claims) rs (iinit tt)) (iboard R C) v = true ->
  value cell_eq_dec queens_adj (board R C) = v.
Proof. intros small claims rs R C v HR HC. rewrite istream_equiv. apply iqueens_check_sound; assumption. Qed.

Theorem igrid_stream_sound : forall small claims rs R C v, (Z.of_nat R <= wB)%Z -> (Z.of_nat C <= wB)%Z ->
  ifinish igrid_adj small claims (fold_left (istep igrid_adj small claims) rs (iinit tt)) (iboard R C) v = true ->
  value cell_eq_dec grid_adj (board R C) = v.
Proof. intros small claims rs R C v HR HC. rewrite istream_equiv. apply igrid_check_sound; assumption. Qed.

(** The reader's records (KaylesCertData.v), on icells. *)
Definition iread (r : raw_record) : grecord icell :=
  match read r with
  | RValue X g w => RValue (map ic X) g w
  | RMirror X p => RMirror (map ic X) p
  | RP X h => RP (map ic X) h
  | RN X h x => RN (map ic X) h x
  end.

Print Assumptions icanon_value.
Print Assumptions mvalue_ok.
Print Assumptions iqueens_check_sound.
Print Assumptions igrid_check_sound.
Print Assumptions iqueens_stream_sound.
Print Assumptions igrid_stream_sound.
