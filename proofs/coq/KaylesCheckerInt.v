(** * KaylesCheckerInt: the Node-Kayles checker of KaylesChecker.v on cells
      that are pairs of Coq's primitive 63-bit integers -- theorems
      [iqueens_check_sound], [igrid_check_sound] (issue 24, a step towards a
      fast verified checker); for sharded proofs [iqueens_sharded_sound],
      [igrid_sharded_sound] and the [proves] theorems, and for the generalized
      Petersen graphs [ipetersen_sharded_sound], [ipetersen_proves_sound]
      (issue 40, session 24).

    The same checker ([check_cert_g], KaylesChecker.v, proved sound for any
    type of cells with decidable equality and any hash) is run here with
    cells [icell = int * int] (Uint63): the adjacency of the queens graph and
    of the grid is computed with machine subtraction and comparison
    ([iqueens_adj], [igrid_adj]), and the hash [ikey] with machine
    multiplication and [land].  Extracted with Coq's own ExtrOCamlInt63 these
    are OCaml's native integers (no hand-written mapping).  The normal form
    ([icands], [icanon]: the candidate symmetries chosen by machine-integer
    moments, the least image sorted) and the table (a [PArray] of buckets
    indexed by the machine hash [ikey]) are on machine integers too.

    Why it is sound.  [zc] maps an [icell] to the Z x Z cell of its two
    integers' values ([Uint63.to_Z]); it is injective, and the machine
    adjacency is the Z one through it ([iqueens_adj_spec], [igrid_adj_spec]:
    |a - b| is computed as the larger minus the smaller, so it never wraps).
    Hence the value of a set of [icell]s is the value of its image
    ([transfer]), the normal form keeps the value ([icanon_value]: the
    images of a shape whose coordinates are in [0, 2^63) have their
    coordinates in [0, 2^63) too, so mapping back loses nothing), and the
    board of integers is the board of KaylesChecker.v for sides below 2^63.

    Assumptions.  The primitive integers are declared in Coq's standard library
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
From Nimcert Require Import Kayles KaylesChecker KaylesCertData KaylesMasks.
From Nimcert Require KaylesPetersen.

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

(** The pieces of at most 9 cells inside small components, and (since
    session 23, [tiny_whole] = 20) each small component missing from the memo
    as a whole, are valued on bit masks: [mvalue], KaylesMasks.v
    ([mvalue_ok]).  Classes decided at heap 0 ([zero L]) are searched on bit
    masks too: [mloses] ([mloses_ok]). *)

(** ** The checker on icells *)

(** The hash, on machine integers (any hash is sound: the table's buckets
    compare the shape), kept to 20 bits: an index of the table below. *)
Definition ikey (C : list icell) : int :=
  fold_left (fun acc p => ((acc * 131 + fst p * 17 + snd p + 7) land 1048575)%uint63) C 1%uint63.

(** How the tables store a normal form (the generic checker's [Code]; any
    coding is sound: a fact is entered only if its code reads back as its
    shape, and a look-up reads the code back too).  A shape whose columns are
    all below 62 -- every normal form of the queens graphs and of the grids
    of at most 62 columns, and of P(N, K) for N < 62 -- is stored packed: its
    rows from the first, r0, each as a mask of w bits (w: its largest column
    + 1), k rows to a machine integer (k w <= 62), the header holding r0, w and
    k; another shape as its cells.  Queens 14 stores 5 machine integers a
    fact (session 25; 28 as rows with their indices before, about 100 pairs
    before session 23): the tables are most of the checker's memory, and the
    collector's work grows with it. *)
Inductive icode : Type := IPack (header : int) (words : list int) | ICells (cells : list icell).

(** How many rows of w bits fit in 62 bits, from k up (at least k). *)
Fixpoint kfit (fuel : nat) (w k : int) : int :=
  match fuel with
  | O => k
  | S f => if ((k + 1) * w <=? 62)%uint63 then kfit f w (k + 1) else k
  end.

(** The first block of k rows, from rb on, that holds row r, with the empty
    words of the blocks passed (a gap of at most 64 blocks; a longer one
    gives a code that does not read back: the shape is then not stored). *)
Fixpoint advance (fuel : nat) (k rb r : int) : int * list int :=
  match fuel with
  | O => (rb, [])
  | S f => if (r <? rb + k)%uint63 then (rb, []) else
           let '(rb', zs) := advance f k (rb + k) r in (rb', 0%uint63 :: zs)
  end.

(** The words of the cells C (in row-major order), rows of w bits, k to a
    word, the current word acc holding the rows from rb. *)
Fixpoint pack (w k rb acc : int) (C : list icell) : list int :=
  match C with
  | [] => [acc]
  | p :: C' => if (fst p <? rb + k)%uint63 then pack w k rb (acc lor (1 << ((fst p - rb) * w + snd p)))%uint63 C'
               else let '(rb', zs) := advance 64 k (rb + k) (fst p) in
                    acc :: zs ++ pack w k rb' (1 << ((fst p - rb') * w + snd p))%uint63 C'
  end.

Definition ienc (C : list icell) : icode :=
  match C with
  | [] => ICells []
  | p :: _ => let w := (fold_left (fun a q => if (a <? snd q)%uint63 then snd q else a) C 0 + 1)%uint63 in
              if (w <? 63)%uint63 then
                let k := kfit 62 w 1 in IPack ((fst p << 12) lor (w << 6) lor k)%uint63 (pack w k (fst p) 0 C)
              else ICells C
  end.

(** The cells (r, c), c from c0 up, of the set bits of m (bit 0: column c0). *)
Fixpoint row_cells (fuel : nat) (r c m : int) : list icell :=
  match fuel with
  | O => []
  | S f => if (m =? 0)%uint63 then [] else
           let rest := row_cells f r (c + 1)%uint63 (m >> 1)%uint63 in
           if (m land 1 =? 1)%uint63 then (r, c) :: rest else rest
  end.

(** The cells of a word x of rows of w bits (mask: w ones), from row r. *)
Fixpoint word_cells (fuel : nat) (r w mask x : int) : list icell :=
  match fuel with
  | O => []
  | S f => if (x =? 0)%uint63 then [] else
           row_cells 62 r 0 (x land mask) ++ word_cells f (r + 1)%uint63 w mask (x >> w)%uint63
  end.

Fixpoint words_cells (r w k mask : int) (ws : list int) : list icell :=
  match ws with
  | [] => []
  | x :: ws' => word_cells 62 r w mask x ++ words_cells (r + k)%uint63 w k mask ws'
  end.

Definition idec (e : icode) : list icell :=
  match e with
  | IPack h ws => let w := ((h >> 6) land 63)%uint63 in
                  words_cells (h >> 12)%uint63 w (h land 63)%uint63 ((1 << w) - 1)%uint63 ws
  | ICells C => C
  end.

Fixpoint ints_eqb (a b : list int) : bool :=
  match a, b with
  | [], [] => true
  | x :: a', y :: b' => (x =? y)%uint63 && ints_eqb a' b'
  | _, _ => false
  end.

Fixpoint icells_eqb (a b : list icell) : bool :=
  match a, b with
  | [], [] => true
  | x :: a', y :: b' => icell_eqb x y && icells_eqb a' b'
  | _, _ => false
  end.

Definition icode_eqb (a b : icode) : bool :=
  match a, b with
  | IPack h x, IPack g y => (h =? g)%uint63 && ints_eqb x y
  | ICells x, ICells y => icells_eqb x y
  | _, _ => false
  end.

(** The table: a persistent array (Coq's primitive [PArray]) of 2^20
    buckets, indexed by [ikey]: O(1) look-ups and updates (the checker uses
    each version once).  Its two laws follow from PArray's specifications
    ([get_make], [get_set_same], [get_set_other], [get_out_of_bounds],
    [length_set], [default_set]), axioms of the standard library that
    [Print Assumptions] lists. *)
Notation itable := (PArray.array (list (icode * fact))) (only parsing).
(* A notation, not a Definition: Coq 8.16 extracts a type definition over [PArray.array]
   into OCaml it cannot parse ([ExtrOCamlPArray] maps the type by a pattern). *)
Definition isize : int := 1048576%uint63.
Definition iempty (_ : unit) : itable := PArray.make isize [].
Definition iget (T : itable) (k : int) : list (icode * fact) := T.[k].
Definition iset (T : itable) (k : int) (b : list (icode * fact)) : itable := T.[k <- b].

(** [f] on every bucket of the table, halving the index range [base, base + width) d times
    (only for the strictness rule "every record used"). *)
Fixpoint iall_range (f : int -> list (icode * fact) -> bool) (T : itable) (d : nat) (base width : int) : bool :=
  match d with
  | O => f base T.[base]
  | S d' => let half := (width >> 1)%uint63 in
            iall_range f T d' base half && iall_range f T d' (base + half)%uint63 half
  end.

Definition iall (f : int -> list (icode * fact) -> bool) (T : itable) : bool := iall_range f T 20 0 isize.

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

Definition icheck_cert (iadj : icell -> icell -> bool) (small zero : nat) (claims : bool)
  (rs : list (grecord icell)) (V : list icell) (v : nat) : bool :=
  check_cert_g icell icell_eq_dec int ikey icode ienc idec icode_eqb itable iget iset iempty iall iadj icanon small
    (mvalue icell icell_eq_dec iadj icell_eqb) 20 zero (mloses icell icell_eq_dec iadj icell_eqb) claims rs V v.

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
  forall small zero claims rs R C v, (Z.of_nat R <= wB)%Z -> (Z.of_nat C <= wB)%Z ->
  icheck_cert iadj small zero claims rs (iboard R C) v = true ->
  value cell_eq_dec (lattice_adj f) (board R C) = v.
Proof.
  intros f Hn Hs iadj Hi small zero claims rs R C v HR HC H.
  apply (check_cert_g_sound icell icell_eq_dec int ikey icode ienc idec icode_eqb itable iget iset iempty iall iget_empty iget_set
           iadj icanon (icanon_value f Hn Hs iadj Hi) small (mvalue icell icell_eq_dec iadj icell_eqb)
           (mvalue_ok icell icell_eq_dec iadj icell_eqb icell_eqb_ok (lattice_iadj_sym f Hn Hs iadj Hi)) 20
           zero (mloses icell icell_eq_dec iadj icell_eqb)
           (mloses_ok icell icell_eq_dec iadj icell_eqb icell_eqb_ok (lattice_iadj_sym f Hn Hs iadj Hi))) in H.
  rewrite (transfer (lattice_adj f) iadj Hi) in H. unfold iboard in H.
  rewrite map_zc_ic in H by (apply board_range; assumption). exact H.
Qed.

(** ** Theorems: if the checker on icells accepts the records [rs] for the
       R x C board with value v, the queens graph (the grid) on the R x C
       board of KaylesChecker.v, from first principles, has value v. *)
Theorem iqueens_check_sound : forall small zero claims rs R C v, (Z.of_nat R <= wB)%Z -> (Z.of_nat C <= wB)%Z ->
  icheck_cert iqueens_adj small zero claims rs (iboard R C) v = true ->
  value cell_eq_dec queens_adj (board R C) = v.
Proof. apply lattice_check_sound; [exact queens_neg|exact queens_swap|exact iqueens_adj_spec]. Qed.

Theorem igrid_check_sound : forall small zero claims rs R C v, (Z.of_nat R <= wB)%Z -> (Z.of_nat C <= wB)%Z ->
  icheck_cert igrid_adj small zero claims rs (iboard R C) v = true ->
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

Definition istep (iadj : icell -> icell -> bool) (small zero : nat) (claims : bool) o (r : grecord icell) :=
  stream_step icell icell_eq_dec int ikey icode ienc idec icode_eqb itable iget iset iadj icanon small (mvalue icell icell_eq_dec iadj icell_eqb) 20
    zero (mloses icell icell_eq_dec iadj icell_eqb) claims o r.

Definition ifinish (iadj : icell -> icell -> bool) (small zero : nat) (claims : bool) o (V : list icell) (v : nat) : bool :=
  stream_finish icell icell_eq_dec int ikey icode ienc idec icode_eqb itable iget iset iall iadj icanon small (mvalue icell icell_eq_dec iadj icell_eqb) 20
    zero (mloses icell icell_eq_dec iadj icell_eqb) claims o V v.

Lemma istream_equiv : forall iadj small zero claims rs V v,
  ifinish iadj small zero claims (fold_left (istep iadj small zero claims) rs (iinit tt)) V v
  = icheck_cert iadj small zero claims rs V v.
Proof. intros. apply stream_check_equiv. Qed.

(** ** Theorems: if folding [istep] over the records [rs] and then [ifinish]
       accept for the R x C board with value v, the queens graph (the grid) on
       the R x C board, from first principles, has value v. *)
Theorem iqueens_stream_sound : forall small zero claims rs R C v, (Z.of_nat R <= wB)%Z -> (Z.of_nat C <= wB)%Z ->
  ifinish iqueens_adj small zero claims (fold_left (istep iqueens_adj small zero claims) rs (iinit tt)) (iboard R C) v = true ->
  value cell_eq_dec queens_adj (board R C) = v.
Proof. intros small zero claims rs R C v HR HC. rewrite istream_equiv. apply iqueens_check_sound; assumption. Qed.

Theorem igrid_stream_sound : forall small zero claims rs R C v, (Z.of_nat R <= wB)%Z -> (Z.of_nat C <= wB)%Z ->
  ifinish igrid_adj small zero claims (fold_left (istep igrid_adj small zero claims) rs (iinit tt)) (iboard R C) v = true ->
  value cell_eq_dec grid_adj (board R C) = v.
Proof. intros small zero claims rs R C v HR HC. rewrite istream_equiv. apply igrid_check_sound; assumption. Qed.

(** ** The sharded checker on icells (certs/FORMAT.md, "Sharded proofs")

    For a sharded proof the reader folds [isstep] over a file's records and
    imports ([Rec], [Imp] of KaylesChecker.v), [imp] answering for the facts of
    the shards it has verified, and ends a root with [ifinish] and a shard with
    [iproves] on its [proves] line.  The facts are about the graph on icells
    [iadj], in a root and in its shards alike (the reader checks that every
    shard has the root's game line). *)
Definition isstep (iadj : icell -> icell -> bool) (small zero : nat) (claims : bool)
  (imp : list icell -> fact -> bool) o (it : item icell) :=
  sstream_step icell icell_eq_dec int ikey icode ienc idec icode_eqb itable iget iset iadj icanon small (mvalue icell icell_eq_dec iadj icell_eqb) 20
    zero (mloses icell icell_eq_dec iadj icell_eqb) imp claims o it.

Definition iproves (iadj : icell -> icell -> bool) (small zero : nat) (claims : bool) o (X : list icell) (fa : fact) : bool :=
  stream_proves icell icell_eq_dec int ikey icode ienc idec icode_eqb itable iget iset iall iadj icanon small (mvalue icell icell_eq_dec iadj icell_eqb) 20
    zero (mloses icell icell_eq_dec iadj icell_eqb) claims o X fa.

Lemma lattice_sharded_sound : forall f, (forall a b, f (- a)%Z b = f a b) -> (forall a b, f b a = f a b) ->
  forall iadj, (forall p q, iadj p q = lattice_adj f (zc p) (zc q)) ->
  forall imp, imports_ok icell icell_eq_dec iadj imp ->
  forall small zero claims its R C v, (Z.of_nat R <= wB)%Z -> (Z.of_nat C <= wB)%Z ->
  ifinish iadj small zero claims (fold_left (isstep iadj small zero claims imp) its (iinit tt)) (iboard R C) v = true ->
  value cell_eq_dec (lattice_adj f) (board R C) = v.
Proof.
  intros f Hn Hs iadj Hi imp Himp small zero claims its R C v HR HC H.
  apply (sharded_stream_sound icell icell_eq_dec int ikey icode ienc idec icode_eqb itable iget iset iempty iall iget_empty iget_set
           iadj icanon (icanon_value f Hn Hs iadj Hi) small (mvalue icell icell_eq_dec iadj icell_eqb)
           (mvalue_ok icell icell_eq_dec iadj icell_eqb icell_eqb_ok (lattice_iadj_sym f Hn Hs iadj Hi)) 20
           zero (mloses icell icell_eq_dec iadj icell_eqb)
           (mloses_ok icell icell_eq_dec iadj icell_eqb icell_eqb_ok (lattice_iadj_sym f Hn Hs iadj Hi)) imp Himp) in H.
  rewrite (transfer (lattice_adj f) iadj Hi) in H. unfold iboard in H.
  rewrite map_zc_ic in H by (apply board_range; assumption). exact H.
Qed.

Lemma lattice_proves_sound : forall f, (forall a b, f (- a)%Z b = f a b) -> (forall a b, f b a = f a b) ->
  forall iadj, (forall p q, iadj p q = lattice_adj f (zc p) (zc q)) ->
  forall imp, imports_ok icell icell_eq_dec iadj imp ->
  forall small zero claims its X fa,
  iproves iadj small zero claims (fold_left (isstep iadj small zero claims imp) its (iinit tt)) X fa = true ->
  holds icell icell_eq_dec iadj X fa.
Proof.
  intros f Hn Hs iadj Hi imp Himp small zero.
  exact (sharded_proves_sound icell icell_eq_dec int ikey icode ienc idec icode_eqb itable iget iset iempty iall iget_empty iget_set
           iadj icanon (icanon_value f Hn Hs iadj Hi) small (mvalue icell icell_eq_dec iadj icell_eqb)
           (mvalue_ok icell icell_eq_dec iadj icell_eqb icell_eqb_ok (lattice_iadj_sym f Hn Hs iadj Hi)) 20
           zero (mloses icell icell_eq_dec iadj icell_eqb)
           (mloses_ok icell icell_eq_dec iadj icell_eqb icell_eqb_ok (lattice_iadj_sym f Hn Hs iadj Hi)) imp Himp).
Qed.

(** ** Theorems: a sharded proof on icells.  If every fact [imp] accepts holds
       on the icell graph, a root folded by [isstep] and accepted by [ifinish]
       for the R x C board with value v proves that the queens graph (the
       grid) on that board, from first principles, has value v; a shard whose
       [proves] line [iproves] accepts proves its fact on the icell graph --
       the kind of fact [imp] accepts, so the reader may add it. *)
Theorem iqueens_sharded_sound : forall imp, imports_ok icell icell_eq_dec iqueens_adj imp ->
  forall small zero claims its R C v, (Z.of_nat R <= wB)%Z -> (Z.of_nat C <= wB)%Z ->
  ifinish iqueens_adj small zero claims (fold_left (isstep iqueens_adj small zero claims imp) its (iinit tt)) (iboard R C) v = true ->
  value cell_eq_dec queens_adj (board R C) = v.
Proof. apply lattice_sharded_sound; [exact queens_neg|exact queens_swap|exact iqueens_adj_spec]. Qed.

Theorem igrid_sharded_sound : forall imp, imports_ok icell icell_eq_dec igrid_adj imp ->
  forall small zero claims its R C v, (Z.of_nat R <= wB)%Z -> (Z.of_nat C <= wB)%Z ->
  ifinish igrid_adj small zero claims (fold_left (isstep igrid_adj small zero claims imp) its (iinit tt)) (iboard R C) v = true ->
  value cell_eq_dec grid_adj (board R C) = v.
Proof. apply lattice_sharded_sound; [exact grid_neg|exact grid_swap|exact igrid_adj_spec]. Qed.

Theorem iqueens_proves_sound : forall imp, imports_ok icell icell_eq_dec iqueens_adj imp ->
  forall small zero claims its X fa,
  iproves iqueens_adj small zero claims (fold_left (isstep iqueens_adj small zero claims imp) its (iinit tt)) X fa = true ->
  holds icell icell_eq_dec iqueens_adj X fa.
Proof. apply (lattice_proves_sound queens_rule); [exact queens_neg|exact queens_swap|exact iqueens_adj_spec]. Qed.

Theorem igrid_proves_sound : forall imp, imports_ok icell icell_eq_dec igrid_adj imp ->
  forall small zero claims its X fa,
  iproves igrid_adj small zero claims (fold_left (isstep igrid_adj small zero claims imp) its (iinit tt)) X fa = true ->
  holds icell icell_eq_dec igrid_adj X fa.
Proof. apply (lattice_proves_sound grid_rule); [exact grid_neg|exact grid_swap|exact igrid_adj_spec]. Qed.

(** ** The generalized Petersen graph P(N, K) on icells (session 24)

    The graph frame of KaylesChecker.v ([petersen_adj], the cells of the 2 x N
    board; no symmetry: a normal form is the shape's cells sorted,
    [isorted]).  The adjacency is KaylesChecker.v's own, through [zc]
    ([ipetersen_adj], on machine integers since session 26:
    [ipetersen_adj_spec]); it is symmetric for
    N >= 2 ([ipetersen_sym], from [petersen_adj_md0] of KaylesPetersen.v),
    which the bit-mask searches need.  The entry points take the canon as an
    argument ([isstep_c], [ifinish_c], [iproves_c]): the reader passes
    [icanon] on the lattices -- the same functions as [isstep], [ifinish],
    [iproves] by definition -- and [isorted] on P(N, K). *)
(** The adjacency on machine integers (session 26: through [zc] and Z's
    division it was 85 % of the time of a ring-frame check).  Written as a
    function of N and K that returns the adjacency, so that the extracted
    reader, which applies it to N and K once, converts them once: for
    2 <= N <= 256 and K < N, cells whose columns are below N are compared
    with machine subtraction and equality (the column offset mod N is
    b - a or b + N - a); any other case is KaylesChecker.v's definition
    through [zc].  [ipetersen_adj_spec]: always that definition. *)
Definition ipetersen_fast (n k k' : int) (p q : icell) : bool :=
  let a := snd p in let b := snd q in
  let d := if (a <=? b)%uint63 then (b - a)%uint63 else (b + n - a)%uint63 in
  ((fst p =? 0)%uint63 && (fst q =? 0)%uint63 && ((d =? 1)%uint63 || (d =? n - 1)%uint63)) ||
  ((a =? b)%uint63 && negb (fst p =? fst q)%uint63) ||
  ((fst p =? 1)%uint63 && (fst q =? 1)%uint63 && ((d =? k)%uint63 || (d =? k')%uint63)).

Definition ipetersen_adj (N K : nat) : icell -> icell -> bool :=
  let nz := Z.of_nat N in let kz := Z.of_nat K in
  if ((2 <=? nz) && (nz <=? 256) && (kz <? nz))%Z then
    let n := of_Z nz in let k := of_Z kz in let k' := if (k =? 0)%uint63 then 0%uint63 else (n - k)%uint63 in
    fun p q => if ((snd p <? n) && (snd q <? n))%uint63 then ipetersen_fast n k k' p q else petersen_adj N K (zc p) (zc q)
  else fun p q => petersen_adj N K (zc p) (zc q).

Lemma ipetersen_adj_spec : forall N K p q, ipetersen_adj N K p q = petersen_adj N K (zc p) (zc q).
Proof.
  intros N K [r1 c1] [r2 c2]. unfold ipetersen_adj.
  destruct ((2 <=? Z.of_nat N) && (Z.of_nat N <=? 256) && (Z.of_nat K <? Z.of_nat N))%Z eqn:G; [|reflexivity].
  apply andb_true_iff in G. destruct G as [G G3]. apply andb_true_iff in G. destruct G as [G1 G2].
  apply Z.leb_le in G1. apply Z.leb_le in G2. apply Z.ltb_lt in G3.
  assert (Hw : (512 < wB)%Z) by (vm_compute; reflexivity).
  set (n := of_Z (Z.of_nat N)). set (k := of_Z (Z.of_nat K)).
  assert (En : to_Z n = Z.of_nat N) by (unfold n; rewrite of_Z_spec, Z.mod_small; lia).
  assert (Ek : to_Z k = Z.of_nat K) by (unfold k; rewrite of_Z_spec, Z.mod_small; lia).
  simpl. destruct ((c1 <? n) && (c2 <? n))%uint63 eqn:C; [|reflexivity].
  apply andb_true_iff in C. destruct C as [C1 C2]. apply ltb_spec in C1. apply ltb_spec in C2.
  pose proof (to_Z_bounded c1). pose proof (to_Z_bounded c2).
  unfold ipetersen_fast, petersen_adj, zc. simpl. rewrite !ieqb_Z.
  set (d := if (c1 <=? c2)%uint63 then (c2 - c1)%uint63 else (c2 + n - c1)%uint63).
  assert (Ed : to_Z d = ((to_Z c2 - to_Z c1) mod Z.of_nat N)%Z).
  { unfold d. destruct (c1 <=? c2)%uint63 eqn:L.
    - apply leb_spec in L. rewrite sub_spec, Z.mod_small by lia. rewrite Z.mod_small by lia. reflexivity.
    - assert (L' : ~ (to_Z c1 <= to_Z c2)%Z) by (intros L'; apply leb_spec in L'; congruence).
      rewrite sub_spec, add_spec, (Z.mod_small (to_Z c2 + to_Z n)) by lia. rewrite Z.mod_small by lia.
      rewrite En. replace (to_Z c2 - to_Z c1)%Z with (to_Z c2 + Z.of_nat N - to_Z c1 + (-1) * Z.of_nat N)%Z by ring.
      rewrite Z_mod_plus_full. rewrite Z.mod_small by lia. reflexivity. }
  rewrite Ed, to_Z_0, to_Z_1, sub_spec, En, to_Z_1, (Z.mod_small (Z.of_nat N - 1)) by lia.
  rewrite Ek, (Z.mod_small (Z.of_nat K)) by lia.
  destruct (Z.eqb_spec (Z.of_nat K) 0) as [E0|E0].
  - rewrite to_Z_0, E0, Z.sub_0_r, Z_mod_same_full. reflexivity.
  - rewrite sub_spec, En, Ek, !(Z.mod_small (Z.of_nat N - Z.of_nat K)) by lia. reflexivity.
Qed.

Definition isorted (X : list icell) : list icell := ICellSort.sort X.

Lemma isorted_value : forall iadj X, value icell_eq_dec iadj (isorted X) = value icell_eq_dec iadj X.
Proof.
  intros iadj X. apply value_ext. intros z. split; apply Permutation_in;
    [apply Permutation_sym|]; apply ICellSort.Permuted_sort.
Qed.

Lemma petersen_adj_sym : forall N K p q, (2 <= N)%nat -> petersen_adj N K p q = petersen_adj N K q p.
Proof.
  intros N K p q HN. rewrite !(KaylesPetersen.petersen_adj_md0 N K _ _ HN).
  assert (Hn : Z.of_nat N <> 0%Z) by lia.
  replace (snd p - snd q)%Z with (- (snd q - snd p))%Z by ring.
  set (x := (snd q - snd p)%Z).
  pose proof (KaylesPetersen.md0_signed (Z.of_nat N) true x 1 0 Hn) as E1.
  pose proof (KaylesPetersen.md0_signed (Z.of_nat N) true x (Z.of_nat K) 0 Hn) as E2.
  cbn -[KaylesPetersen.md0] in E1, E2. rewrite !Z.add_0_r in E1, E2. rewrite E1, E2.
  destruct (Z.eqb_spec (fst p) 0), (Z.eqb_spec (fst q) 0), (Z.eqb_spec (fst p) 1), (Z.eqb_spec (fst q) 1),
           (Z.eqb_spec (snd p) (snd q)), (Z.eqb_spec (snd q) (snd p)), (Z.eqb_spec (fst p) (fst q)),
           (Z.eqb_spec (fst q) (fst p)); simpl; try lia; try reflexivity; rewrite ?andb_true_r, ?andb_false_r; auto.
Qed.

Lemma ipetersen_sym : forall N K, (2 <= N)%nat -> forall p q, ipetersen_adj N K p q = ipetersen_adj N K q p.
Proof. intros N K HN p q. rewrite !ipetersen_adj_spec. apply petersen_adj_sym, HN. Qed.

Definition isstep_c (iadj : icell -> icell -> bool) (canon : list icell -> list icell) (small zero : nat) (claims : bool)
  (imp : list icell -> fact -> bool) o (it : item icell) :=
  sstream_step icell icell_eq_dec int ikey icode ienc idec icode_eqb itable iget iset iadj canon small (mvalue icell icell_eq_dec iadj icell_eqb) 20
    zero (mloses icell icell_eq_dec iadj icell_eqb) imp claims o it.

Definition ifinish_c (iadj : icell -> icell -> bool) (canon : list icell -> list icell) (small zero : nat) (claims : bool) o
  (V : list icell) (v : nat) : bool :=
  stream_finish icell icell_eq_dec int ikey icode ienc idec icode_eqb itable iget iset iall iadj canon small (mvalue icell icell_eq_dec iadj icell_eqb) 20
    zero (mloses icell icell_eq_dec iadj icell_eqb) claims o V v.

Definition iproves_c (iadj : icell -> icell -> bool) (canon : list icell -> list icell) (small zero : nat) (claims : bool) o
  (X : list icell) (fa : fact) : bool :=
  stream_proves icell icell_eq_dec int ikey icode ienc idec icode_eqb itable iget iset iall iadj canon small (mvalue icell icell_eq_dec iadj icell_eqb) 20
    zero (mloses icell icell_eq_dec iadj icell_eqb) claims o X fa.

(** The lattice entry points are these with [icanon]. *)
Lemma isstep_c_icanon : forall iadj small zero claims imp o it,
  isstep_c iadj icanon small zero claims imp o it = isstep iadj small zero claims imp o it.
Proof. reflexivity. Qed.

Lemma ifinish_c_icanon : forall iadj small zero claims o V v,
  ifinish_c iadj icanon small zero claims o V v = ifinish iadj small zero claims o V v.
Proof. reflexivity. Qed.

Lemma iproves_c_icanon : forall iadj small zero claims o X fa,
  iproves_c iadj icanon small zero claims o X fa = iproves iadj small zero claims o X fa.
Proof. reflexivity. Qed.

(** ** Theorems: P(N, K) on icells.  If every fact [imp] accepts holds on the
       icell graph, a root folded by [isstep_c] with [isorted] and accepted by
       [ifinish_c] for the 2 x N board with value v proves that P(N, K), from
       first principles (KaylesChecker.v's [petersen_adj]), has value v; a
       shard's [proves] line accepted by [iproves_c] proves its fact.  (A
       certificate with no import: any [imp], e.g. one that accepts nothing.) *)
Theorem ipetersen_sharded_sound : forall N K, (2 <= N)%nat -> (Z.of_nat N <= wB)%Z ->
  forall imp, imports_ok icell icell_eq_dec (ipetersen_adj N K) imp ->
  forall small zero claims its v,
  ifinish_c (ipetersen_adj N K) isorted small zero claims
    (fold_left (isstep_c (ipetersen_adj N K) isorted small zero claims imp) its (iinit tt)) (iboard 2 N) v = true ->
  value cell_eq_dec (petersen_adj N K) (board 2 N) = v.
Proof.
  intros N K HN HNw imp Himp small zero claims its v H.
  apply (sharded_stream_sound icell icell_eq_dec int ikey icode ienc idec icode_eqb itable iget iset iempty iall iget_empty iget_set
           (ipetersen_adj N K) isorted (isorted_value _) small (mvalue icell icell_eq_dec (ipetersen_adj N K) icell_eqb)
           (mvalue_ok icell icell_eq_dec (ipetersen_adj N K) icell_eqb icell_eqb_ok (ipetersen_sym N K HN)) 20
           zero (mloses icell icell_eq_dec (ipetersen_adj N K) icell_eqb)
           (mloses_ok icell icell_eq_dec (ipetersen_adj N K) icell_eqb icell_eqb_ok (ipetersen_sym N K HN)) imp Himp) in H.
  rewrite (transfer (petersen_adj N K) (ipetersen_adj N K) (ipetersen_adj_spec N K)) in H. unfold iboard in H.
  rewrite map_zc_ic in H by (apply board_range; lia). exact H.
Qed.

Theorem ipetersen_proves_sound : forall N K, (2 <= N)%nat ->
  forall imp, imports_ok icell icell_eq_dec (ipetersen_adj N K) imp ->
  forall small zero claims its X fa,
  iproves_c (ipetersen_adj N K) isorted small zero claims
    (fold_left (isstep_c (ipetersen_adj N K) isorted small zero claims imp) its (iinit tt)) X fa = true ->
  holds icell icell_eq_dec (ipetersen_adj N K) X fa.
Proof.
  intros N K HN imp Himp small zero.
  exact (sharded_proves_sound icell icell_eq_dec int ikey icode ienc idec icode_eqb itable iget iset iempty iall iget_empty iget_set
           (ipetersen_adj N K) isorted (isorted_value _) small (mvalue icell icell_eq_dec (ipetersen_adj N K) icell_eqb)
           (mvalue_ok icell icell_eq_dec (ipetersen_adj N K) icell_eqb icell_eqb_ok (ipetersen_sym N K HN)) 20
           zero (mloses icell icell_eq_dec (ipetersen_adj N K) icell_eqb)
           (mloses_ok icell icell_eq_dec (ipetersen_adj N K) icell_eqb icell_eqb_ok (ipetersen_sym N K HN)) imp Himp).
Qed.

(** ** The ring frame of P(N, K) on icells (`petersen N K dihedral`, session 26)

    The cells are those of P(N, K)'s graph frame above (the 2 x N board);
    the normal form [iring_canon n] (n = N) is the least, in [ishape_ltb],
    of some images (r, c) |-> (r, (+-c + b) mod n), each sorted; a set with a
    cell off the ring (c >= n) is its own.  Which images are compared
    ([iring_cands]: in the first occupied row, the rotations that bring a
    largest cyclic run of empty columns to columns 0.., in both
    orientations, as checker/kayles_shape.cpp does) matters only for
    completeness (isomorphic components must get one normal form, and they
    do: the set of such images depends only on the orbit); soundness needs
    only that the result is an image ([iring_images_value], through
    [petersen_image_value] of KaylesPetersen.v).  A shift b >= n counts as
    0, so the sums stay below 2n (nothing wraps for n <= 256) and one
    subtraction ([iwrap]) reduces them mod n: no machine division, and no
    primitive beyond the allow-list. *)
Definition iwrap (n x : int) : int := if (x <? n)%uint63 then x else (x - n)%uint63.

Definition iring_image (n : int) (neg : bool) (b : int) (p : icell) : icell :=
  (fst p, iwrap n ((if neg then n - snd p else snd p) + (if (b <? n)%uint63 then b else 0))%uint63).

Definition iring_images (n : int) (cands : list (bool * int)) (X : list icell) : list (list icell) :=
  map (fun c : bool * int => ICellSort.sort (map (iring_image n (fst c) (snd c)) X)) cands.

(** Each column of a sorted list with the number of empty columns before it
    (the first one's: after the last, cyclically). *)
Fixpoint igaps (prev : int) (l : list int) : list (int * int) :=
  match l with [] => [] | c :: l' => ((c - prev - 1)%uint63, c) :: igaps c l' end.

Definition iring_cands_of (n : int) (neg : bool) (X : list icell) : list (bool * int) :=
  let r := imin (map fst X) in
  let cols := map snd (ICellSort.sort (map (iring_image n neg 0) (filter (fun p => (fst p =? r)%uint63) X))) in
  match cols with
  | [] => []
  | c0 :: rest =>
      let gl := ((c0 + n - last cols c0 - 1)%uint63, c0) :: igaps c0 rest in
      let most := imax (map fst gl) in
      map (fun g : int * int => (neg, iwrap n (most + n - snd g)%uint63)) (filter (fun g : int * int => (fst g =? most)%uint63) gl)
  end.

Definition iring_cands (n : int) (X : list icell) : list (bool * int) := iring_cands_of n false X ++ iring_cands_of n true X.

Definition iring_canon (n : int) (X : list icell) : list icell :=
  if forallb (fun p => (snd p <? n)%uint63) X then least_image ishape_ltb X (iring_images n (iring_cands n X) X) else X.

Lemma iring_image_zc : forall n neg b p, (0 < to_Z n <= 256)%Z -> (to_Z (snd p) < to_Z n)%Z ->
  zc (iring_image n neg b p) =
  KaylesPetersen.dihedral_map (to_Z n) neg ((if (b <? n)%uint63 then to_Z b else 0) + if neg then to_Z n else 0)%Z (zc p).
Proof.
  intros n neg b [r c] Hn Hc. unfold iring_image, iwrap, zc, KaylesPetersen.dihedral_map. simpl in *. f_equal.
  pose proof (to_Z_bounded c). pose proof (to_Z_bounded b).
  assert (Hw : (512 < wB)%Z) by (vm_compute; reflexivity).
  set (b' := if (b <? n)%uint63 then b else 0%uint63).
  assert (Hb : (0 <= to_Z b' < to_Z n)%Z).
  { unfold b'. destruct (b <? n)%uint63 eqn:E; [apply ltb_spec in E; lia|rewrite to_Z_0; lia]. }
  assert (Eb : (if (b <? n)%uint63 then to_Z b else 0)%Z = to_Z b').
  { unfold b'. destruct (b <? n)%uint63; [reflexivity|rewrite to_Z_0; reflexivity]. }
  rewrite Eb.
  set (c' := if neg then (n - c)%uint63 else c).
  assert (Ec : to_Z c' = if neg then (to_Z n - to_Z c)%Z else to_Z c).
  { unfold c'. destruct neg; [rewrite sub_spec, Z.mod_small by lia|]; reflexivity. }
  assert (Ex : to_Z (c' + b')%uint63 = ((if neg then - to_Z c else to_Z c) + (to_Z b' + if neg then to_Z n else 0))%Z).
  { rewrite add_spec, Ec, Z.mod_small by (destruct neg; lia). destruct neg; ring. }
  assert (Hx : (0 <= to_Z (c' + b')%uint63 < 2 * to_Z n)%Z) by (rewrite Ex; destruct neg; lia).
  destruct (c' + b' <? n)%uint63 eqn:L.
  - apply ltb_spec in L. rewrite <- Ex. symmetry. apply Z.mod_small. lia.
  - assert (L' : ~ (to_Z (c' + b')%uint63 < to_Z n)%Z) by (intros L'; apply ltb_spec in L'; congruence).
    rewrite sub_spec, Z.mod_small by lia. rewrite <- Ex.
    replace (to_Z (c' + b')%uint63) with (to_Z (c' + b')%uint63 - to_Z n + 1 * to_Z n)%Z at 2 by ring.
    rewrite Z_mod_plus_full. symmetry. apply Z.mod_small. lia.
Qed.

Lemma iring_images_value : forall N K n cands X, (2 <= N)%nat -> (N <= 256)%nat -> to_Z n = Z.of_nat N ->
  (forall p, In p X -> (to_Z (snd p) < to_Z n)%Z) ->
  forall Y, In Y (iring_images n cands X) ->
  value icell_eq_dec (ipetersen_adj N K) Y = value icell_eq_dec (ipetersen_adj N K) X.
Proof.
  intros N K n cands X HN HN' En HX Y HY. unfold iring_images in HY. apply in_map_iff in HY.
  destruct HY as [[neg b] [<- _]]. simpl.
  change (ICellSort.sort ?L) with (isorted L). rewrite isorted_value.
  rewrite !(transfer (petersen_adj N K) (ipetersen_adj N K) (ipetersen_adj_spec N K)), map_map.
  rewrite (map_ext_in _ (fun p => KaylesPetersen.dihedral_map (Z.of_nat N) neg
                                    ((if (b <? n)%uint63 then to_Z b else 0) + if neg then to_Z n else 0)%Z (zc p))).
  2: { intros p Hp. rewrite <- En. apply iring_image_zc; [lia|apply HX, Hp]. }
  rewrite <- (map_map zc). apply KaylesPetersen.petersen_image_value; [exact HN|].
  intros u Hu. apply in_map_iff in Hu. destruct Hu as [p [<- Hp]].
  unfold KaylesPetersen.on_ring, zc. simpl. pose proof (to_Z_bounded (snd p)). specialize (HX p Hp). lia.
Qed.

(** [kayles-isomorphism] in the ring frame on icells: the normal form keeps the value. *)
Theorem iring_canon_value : forall N K n, (2 <= N)%nat -> (N <= 256)%nat -> to_Z n = Z.of_nat N ->
  forall X, value icell_eq_dec (ipetersen_adj N K) (iring_canon n X) = value icell_eq_dec (ipetersen_adj N K) X.
Proof.
  intros N K n HN HN' En X. unfold iring_canon.
  destruct (forallb (fun p => (snd p <? n)%uint63) X) eqn:E; [|reflexivity].
  apply (least_image_prop _ ishape_ltb (fun Y => value icell_eq_dec (ipetersen_adj N K) Y = value icell_eq_dec (ipetersen_adj N K) X));
    [reflexivity|].
  apply (iring_images_value N K n); auto.
  intros p Hp. rewrite forallb_forall in E. apply ltb_spec, E, Hp.
Qed.

(** ** Theorems: P(N, K) in the ring frame on icells.  The same as
       [ipetersen_sharded_sound] and [ipetersen_proves_sound] with the normal
       form [iring_canon n], n the machine integer N (the reader's, N <= 128). *)
Theorem iring_sharded_sound : forall N K n, (2 <= N)%nat -> (N <= 256)%nat -> to_Z n = Z.of_nat N ->
  forall imp, imports_ok icell icell_eq_dec (ipetersen_adj N K) imp ->
  forall small zero claims its v,
  ifinish_c (ipetersen_adj N K) (iring_canon n) small zero claims
    (fold_left (isstep_c (ipetersen_adj N K) (iring_canon n) small zero claims imp) its (iinit tt)) (iboard 2 N) v = true ->
  value cell_eq_dec (petersen_adj N K) (board 2 N) = v.
Proof.
  intros N K n HN HN' En imp Himp small zero claims its v H.
  apply (sharded_stream_sound icell icell_eq_dec int ikey icode ienc idec icode_eqb itable iget iset iempty iall iget_empty iget_set
           (ipetersen_adj N K) (iring_canon n) (iring_canon_value N K n HN HN' En) small (mvalue icell icell_eq_dec (ipetersen_adj N K) icell_eqb)
           (mvalue_ok icell icell_eq_dec (ipetersen_adj N K) icell_eqb icell_eqb_ok (ipetersen_sym N K HN)) 20
           zero (mloses icell icell_eq_dec (ipetersen_adj N K) icell_eqb)
           (mloses_ok icell icell_eq_dec (ipetersen_adj N K) icell_eqb icell_eqb_ok (ipetersen_sym N K HN)) imp Himp) in H.
  rewrite (transfer (petersen_adj N K) (ipetersen_adj N K) (ipetersen_adj_spec N K)) in H. unfold iboard in H.
  rewrite map_zc_ic in H by (apply board_range; unfold wB; simpl; lia). exact H.
Qed.

Theorem iring_proves_sound : forall N K n, (2 <= N)%nat -> (N <= 256)%nat -> to_Z n = Z.of_nat N ->
  forall imp, imports_ok icell icell_eq_dec (ipetersen_adj N K) imp ->
  forall small zero claims its X fa,
  iproves_c (ipetersen_adj N K) (iring_canon n) small zero claims
    (fold_left (isstep_c (ipetersen_adj N K) (iring_canon n) small zero claims imp) its (iinit tt)) X fa = true ->
  holds icell icell_eq_dec (ipetersen_adj N K) X fa.
Proof.
  intros N K n HN HN' En imp Himp small zero.
  exact (sharded_proves_sound icell icell_eq_dec int ikey icode ienc idec icode_eqb itable iget iset iempty iall iget_empty iget_set
           (ipetersen_adj N K) (iring_canon n) (iring_canon_value N K n HN HN' En) small (mvalue icell icell_eq_dec (ipetersen_adj N K) icell_eqb)
           (mvalue_ok icell icell_eq_dec (ipetersen_adj N K) icell_eqb icell_eqb_ok (ipetersen_sym N K HN)) 20
           zero (mloses icell icell_eq_dec (ipetersen_adj N K) icell_eqb)
           (mloses_ok icell icell_eq_dec (ipetersen_adj N K) icell_eqb icell_eqb_ok (ipetersen_sym N K HN)) imp Himp).
Qed.

(** The reader's records (KaylesCertData.v), on icells. *)
Definition iread (r : raw_record) : grecord icell :=
  match read r with
  | RValue X g w => RValue (map ic X) g w
  | RMirror X p => RMirror (map ic X) p
  | RP X h => RP (map ic X) h
  | RN X h x => RN (map ic X) h x
  end.

Print Assumptions icanon_value.
Print Assumptions iqueens_check_sound.
Print Assumptions igrid_check_sound.
Print Assumptions iqueens_stream_sound.
Print Assumptions igrid_stream_sound.
Print Assumptions iqueens_sharded_sound.
Print Assumptions igrid_sharded_sound.
Print Assumptions iqueens_proves_sound.
Print Assumptions igrid_proves_sound.
Print Assumptions ipetersen_sharded_sound.
Print Assumptions ipetersen_proves_sound.
Print Assumptions ipetersen_adj_spec.
Print Assumptions iring_canon_value.
Print Assumptions iring_sharded_sound.
Print Assumptions iring_proves_sound.
