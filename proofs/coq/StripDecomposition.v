(** * StripDecomposition: lemma [strip-decomposition]
      (proofs/coupled-families.md#strip-decomposition), the step that turns
      a holding template into the option value o(v) = G(F_f(n) - N[v]) that
      [strip_mex] (StripMex.v) takes as its hypothesis.

    - [option_images] (any vertex type): if the cells left after picking x
      are, as a set, the union of pieces with no vertex of one piece equal
      or adjacent to a vertex of another, and each piece is mapped by an
      injective adjacency-preserving map onto (as a set) a graph W_j, then
      G(V - N[x]) = G(W_1) xor ... xor G(W_m).  [kayles_option_components]
      then [kayles_isomorphism_image] (Kayles.v).
    - [strip_isometry_iso]: on the strip, u |-> s*u + c with s = +-1 is
      injective and keeps adjacency (adjacency depends on |u - w| only):
      (T3) of coupled-families.md §0 for every template map.
    - [cut_separated]: two sets of remainder cells, one <= h and one > h,
      with no edge between a cell <= h and a cell > h ((T4) at the end h),
      are separated in the sense of Kayles.v.
    - [strip_decomposition]: the lemma for a strip member: pieces mapped by
      isometries onto members [member L_j R_j s_j] (T1, T2), pairwise
      separated (from (T4) by [cut_separated]), covering the remainder:
      G(F_f(n) - N[v]) = xor of G(F_{g_j}(s_j)).
    - [strip_record]: [strip_mex] with its hypothesis o(v) = G(F_f(n) - N[v])
      discharged by [strip_decomposition]: what [check_record] checks.

    Not here (z3's job, theorem [strip-reduction], coupled-families.md §3):
    that a template's pieces, ends and maps satisfy (T0)-(T4) at EVERY (n, v)
    it covers.  The checker re-checks them at each concrete (n, v) of a
    record ([check_decomposition]); this file proves that these checks give
    the option value. *)

From Coq Require Import ZArith Lia Bool List.
From Nimcert Require Import Kayles StripMex.
Import ListNotations.

(** ** The general glue lemma *)

Section Glue.
Variable A : Type.
Variable eq_dec : forall x y : A, {x = y} + {x <> y}.

(** A piece: its cells in the remainder, the map, and the graph it is
    mapped onto (listed as a set). *)
Record piece := { cells : list A; map_to : A -> A; image : list A }.

Theorem option_images : forall adj x V (ps : list piece),
  (forall y, In y (del eq_dec adj x V) <-> In y (concat (map cells ps))) ->
  ForallOrdPairs (separated eq_dec adj) (map cells ps) ->
  (forall p, In p ps -> iso_on A adj adj (map_to p) (cells p) /\
                        forall z, In z (image p) <-> In z (map (map_to p) (cells p))) ->
  value eq_dec adj (del eq_dec adj x V) = xor_list (map (fun p => value eq_dec adj (image p)) ps).
Proof.
  intros adj x V ps Hcov Hsep Hiso.
  rewrite (kayles_option_components A eq_dec adj x V (map cells ps) Hcov Hsep).
  rewrite map_map. f_equal. apply map_ext_in. intros p Hp.
  destruct (Hiso p Hp) as [Hi Hs]. symmetry.
  apply (kayles_isomorphism_image A eq_dec adj adj (map_to p) (cells p) (image p) Hi Hs).
Qed.

End Glue.

Arguments cells {A} p.
Arguments map_to {A} p.
Arguments image {A} p.
Arguments Build_piece {A} cells map_to image.

Open Scope Z_scope.

(** ** Strip facts *)

Lemma strip_adj_sym : forall K u w, strip_adj K u w = strip_adj K w u.
Proof.
  intros K u w. unfold strip_adj. replace (w - u) with (- (u - w)) by lia.
  rewrite Z.abs_opp. reflexivity.
Qed.

(** (T3): a translation or reflection of the integers is an isomorphism of
    the strip on any set of cells. *)
Theorem strip_isometry_iso : forall K s c V, s = 1 \/ s = -1 ->
  iso_on Z (strip_adj K) (strip_adj K) (fun u => s * u + c) V.
Proof.
  intros K s c V Hs. split.
  - intros x y _ _ E. destruct Hs; subst; lia.
  - intros x y _ _. unfold strip_adj.
    replace (s * x + c - (s * y + c)) with (s * (x - y)) by lia.
    rewrite Z.abs_mul. replace (Z.abs s) with 1 by (destruct Hs as [->| ->]; reflexivity). rewrite Z.mul_1_l. reflexivity.
Qed.

(** (T4) at an end h gives separation: cells of V1 are <= h, cells of V2
    are > h, and no cell of V1 is adjacent to a cell of V2. *)
Theorem cut_separated : forall K V1 V2 h,
  (forall u, In u V1 -> u <= h) -> (forall w, In w V2 -> h < w) ->
  (forall u w, In u V1 -> In w V2 -> strip_adj K u w = false) ->
  separated Z.eq_dec (strip_adj K) V1 V2.
Proof.
  intros K V1 V2 h H1 H2 H u w Hu Hw. pose proof (H1 u Hu). pose proof (H2 w Hw).
  unfold closed. destruct (Z.eq_dec u w); [lia|]. destruct (Z.eq_dec w u); [lia|].
  split; [exact (H u w Hu Hw)|rewrite strip_adj_sym; exact (H u w Hu Hw)].
Qed.

(** ** Lemma [strip-decomposition] for a strip member *)

(** A piece of a template at a concrete (n, v): its remainder cells, the
    isometry u |-> sign * u + shift, and the member F_g(size) given by the
    patterns of g. *)
Record spiece := { scells : list Z; sign : Z; shift : Z;
                   gL : list bool; gR : list bool; size : Z }.

Definition to_piece (p : spiece) : piece Z :=
  Build_piece (scells p) (fun u => sign p * u + shift p) (member (gL p) (gR p) (size p)).

(** The template holds at (n, v), in the terms the checker checks: the
    pieces cover the remainder F(n) - N[v] (every remainder cell is in a
    piece and pieces hold only remainder cells), are pairwise separated
    ((T4), via [cut_separated]), each map is an isometry, and maps its
    piece onto the member F_g(size) (T1, T2). *)
Definition holds (K : Z) (L R : list bool) (n v : Z) (ps : list spiece) : Prop :=
  (forall u, In u (del Z.eq_dec (strip_adj K) v (member L R n)) <-> In u (concat (map scells ps))) /\
  ForallOrdPairs (separated Z.eq_dec (strip_adj K)) (map scells ps) /\
  (forall p, In p ps -> (sign p = 1 \/ sign p = -1) /\
     forall z, In z (member (gL p) (gR p) (size p)) <-> In z (map (fun u => sign p * u + shift p) (scells p))).

Theorem strip_decomposition : forall K L R n v ps, holds K L R n v ps ->
  value Z.eq_dec (strip_adj K) (del Z.eq_dec (strip_adj K) v (member L R n)) =
  xor_list (map (fun p => value Z.eq_dec (strip_adj K) (member (gL p) (gR p) (size p))) ps).
Proof.
  intros K L R n v ps [Hcov [Hsep Hp]].
  rewrite (option_images Z Z.eq_dec (strip_adj K) v (member L R n) (map to_piece ps)).
  - rewrite map_map. reflexivity.
  - rewrite map_map. exact Hcov.
  - rewrite map_map. exact Hsep.
  - intros q Hq. apply in_map_iff in Hq. destruct Hq as [p [<- Hp']].
    destruct (Hp p Hp') as [Hs Himg]. split; [apply strip_isometry_iso; exact Hs|exact Himg].
Qed.

(** ** [strip_record]: a value record, with [strip-decomposition] supplying
    the hypothesis of [strip_mex].  For each cell v the checker has pieces
    [pieces_of v] (from the first covering template) for which the template
    holds, and o(v) is the xor of the members' values (the earlier records,
    true by induction over the records). *)
Theorem strip_record : forall K L R n g (o : Z -> nat) (pieces_of : Z -> list spiece),
  (forall v, In v (member L R n) -> holds K L R n v (pieces_of v)) ->
  (forall v, In v (member L R n) ->
     o v = xor_list (map (fun p => value Z.eq_dec (strip_adj K) (member (gL p) (gR p) (size p)))
                         (pieces_of v))) ->
  (forall k, (k < g)%nat -> exists w, In w (member L R n) /\ o w = k) ->
  (forall v, In v (member L R n) -> o v <> g) ->
  value Z.eq_dec (strip_adj K) (member L R n) = g.
Proof.
  intros K L R n g o pieces_of Hh Ho Hlow Hg. apply (strip_mex K L R n g o); auto.
  intros v Hv. rewrite Ho by exact Hv. symmetry. apply strip_decomposition. auto.
Qed.

Print Assumptions option_images.
Print Assumptions strip_isometry_iso.
Print Assumptions cut_separated.
Print Assumptions strip_decomposition.
Print Assumptions strip_record.
