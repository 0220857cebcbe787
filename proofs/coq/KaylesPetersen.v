(** * KaylesPetersen: the ring frame of P(N, K) -- theorem [kayles-isomorphism] (b)
      for `petersen N K dihedral` (certs/FORMAT.md, "The graph and its frame").

    In the ring frame the cells of the generalized Petersen graph P(N, K) are
    those of the 2 x N board, u_i = (0, i) and v_i = (1, i) ([petersen_adj],
    KaylesChecker.v), and the images of a shape are
      (r, c) |-> (r, (c + b) mod N)     and     (r, c) |-> (r, (-c + b) mod N),
    the graph's rotations and reflections.  [petersen_image_value]: every
    such image of a set of cells of the board has the value of the set, for
    N >= 2 (the checker reads 3 <= N <= 128): the map is injective on the
    board and preserves adjacency, so [kayles_isomorphism] (Kayles.v) applies.

    Used by: checker/kayles_shape.cpp, [least_board_image] with the rows
    fixed (the ring frame's normal form, an image of the component under
    which its record is looked up: c |-> C - 1 - c followed by a rotation is
    (r, c) |-> (r, (-c + b) mod N)). *)

From Coq Require Import ZArith Lia Bool List.
From Nimcert Require Import Kayles KaylesChecker.
From Nimcert Require KaylesFrames.
Import ListNotations.
Open Scope Z_scope.

Definition md0 := KaylesFrames.md0.

Definition dihedral_map (n : Z) (neg : bool) (b : Z) (u : cell) : cell :=
  (fst u, ((if neg then - snd u else snd u) + b) mod n).

(** x mod n = t mod n iff n divides x - t. *)
Lemma mod_eqb_md0 : forall n x t, 0 < n -> (x mod n =? t mod n) = md0 n (x - t).
Proof.
  intros n x t Hn. unfold md0, KaylesFrames.md0.
  rewrite Zminus_mod. destruct (Z.eqb_spec (x mod n) (t mod n)) as [E|E].
  - rewrite E, Z.sub_diag, Zmod_0_l. reflexivity.
  - symmetry. apply Z.eqb_neq. intros H.
    pose proof (Z.mod_pos_bound x n Hn). pose proof (Z.mod_pos_bound t n Hn).
    pose proof (Z.div_mod (x mod n - t mod n) n ltac:(lia)) as D. rewrite H, Z.add_0_r in D.
    set (q := (x mod n - t mod n) / n) in D.
    assert (q = 0) by nia. subst q. lia.
Qed.

(** [petersen_adj] with its two cyclic conditions as divisibilities of the
    column offset x = c_q - c_p: x = +-1 on the outer cycle, x = +-K on the
    inner one (mod N). *)
Lemma petersen_adj_md0 : forall N K p q, (2 <= N)%nat ->
  let n := Z.of_nat N in let x := snd q - snd p in
  petersen_adj N K p q =
    ((fst p =? 0) && (fst q =? 0) && (md0 n (x - 1) || md0 n (x + 1))) ||
    ((snd p =? snd q) && negb (fst p =? fst q)) ||
    ((fst p =? 1) && (fst q =? 1) && (md0 n (x - Z.of_nat K) || md0 n (x + Z.of_nat K))).
Proof.
  intros N K p q HN n x. unfold petersen_adj. fold n. fold x.
  assert (Hn : 1 < n) by (unfold n; lia).
  rewrite <- (Z.mod_small 1 n) at 1 by lia.
  assert (E1 : (-1) mod n = n - 1).
  { symmetry. apply (Z.mod_unique _ _ (-1)); lia. }
  assert (E2 : (n - Z.of_nat K) mod n = (- Z.of_nat K) mod n).
  { replace (n - Z.of_nat K) with (- Z.of_nat K + 1 * n) by ring. apply Z_mod_plus_full. }
  rewrite <- E1, E2.
  rewrite !mod_eqb_md0 by lia.
  replace (x - -1) with (x + 1) by ring. replace (x - - Z.of_nat K) with (x + Z.of_nat K) by ring.
  reflexivity.
Qed.

(** The column offset after the map: +-x up to a multiple of n. *)
Lemma dihedral_offset : forall n neg b u v, 0 < n ->
  exists k, snd (dihedral_map n neg b v) - snd (dihedral_map n neg b u) =
            (if neg then - (snd v - snd u) else snd v - snd u) + k * n.
Proof.
  intros n neg b u v Hn. unfold dihedral_map. simpl.
  rewrite KaylesFrames.mod_offset by lia.
  exists (((if neg then - snd u else snd u) + b) / n - ((if neg then - snd v else snd v) + b) / n).
  destruct neg; ring.
Qed.

Lemma md0_signed : forall n (neg : bool) x t k, n <> 0 ->
  md0 n ((if neg then - x else x) + k * n - t) || md0 n ((if neg then - x else x) + k * n + t) =
  md0 n (x - t) || md0 n (x + t).
Proof.
  intros n neg x t k Hn. unfold md0.
  replace ((if neg then - x else x) + k * n - t) with ((if neg then - x else x) - t + k * n) by ring.
  replace ((if neg then - x else x) + k * n + t) with ((if neg then - x else x) + t + k * n) by ring.
  rewrite !KaylesFrames.md0_plus by auto.
  destruct neg; [|reflexivity].
  replace (- x - t) with (- (x + t)) by ring. replace (- x + t) with (- (x - t)) by ring.
  rewrite !KaylesFrames.md0_opp. apply orb_comm.
Qed.

Definition on_ring (n : Z) (u : cell) : Prop := 0 <= snd u < n.

Lemma dihedral_adj : forall N K neg b u v, (2 <= N)%nat ->
  on_ring (Z.of_nat N) u -> on_ring (Z.of_nat N) v ->
  petersen_adj N K (dihedral_map (Z.of_nat N) neg b u) (dihedral_map (Z.of_nat N) neg b v) =
  petersen_adj N K u v.
Proof.
  intros N K neg b u v HN Hu Hv. unfold on_ring in *.
  set (n := Z.of_nat N) in *. assert (Hn : 1 < n) by (unfold n; lia).
  rewrite !petersen_adj_md0 by auto. fold n.
  destruct (dihedral_offset n neg b u v ltac:(lia)) as [k E]. rewrite E.
  rewrite !md0_signed by lia.
  assert (Hc : (snd (dihedral_map n neg b u) =? snd (dihedral_map n neg b v)) = (snd u =? snd v)).
  { unfold dihedral_map; simpl. destruct (Z.eqb_spec (snd u) (snd v)) as [->|Ne].
    - apply Z.eqb_refl.
    - apply Z.eqb_neq. intros H. apply Ne. apply (KaylesFrames.mod_inj n neg) in H; auto; lia. }
  rewrite Hc. reflexivity.
Qed.

Lemma dihedral_inj : forall n neg b u v, 0 < n -> on_ring n u -> on_ring n v ->
  dihedral_map n neg b u = dihedral_map n neg b v -> u = v.
Proof.
  intros n neg b [r1 c1] [r2 c2] Hn Hu Hv H. unfold dihedral_map, on_ring in *; simpl in *.
  injection H as -> H. apply (KaylesFrames.mod_inj n neg) in H; auto. subst. reflexivity.
Qed.

(** Every image of a set V of cells of the ring (0 <= c < N) under a
    rotation or reflection has the value of V. *)
Theorem petersen_image_value : forall N K neg b V, (2 <= N)%nat ->
  (forall u, In u V -> on_ring (Z.of_nat N) u) ->
  value cell_eq_dec (petersen_adj N K) (map (dihedral_map (Z.of_nat N) neg b) V) =
  value cell_eq_dec (petersen_adj N K) V.
Proof.
  intros N K neg b V HN HV. apply kayles_isomorphism. split.
  - intros x y Hx Hy. apply dihedral_inj; auto; lia.
  - intros x y Hx Hy. apply dihedral_adj; auto.
Qed.

(** ** The ring frame's normal form in the checkers (session 26)

    [ring_canon N]: the least, in [shape_ltb], of the 2N images of a set of
    cells of the ring (each image sorted): a function of its orbit under the
    rotations and reflections, so isomorphic components get one normal form
    (the C++ checker's normal form is another such choice; the checker
    stores each record under this one, so they need not agree).  A set with
    a cell off the ring is its own normal form.  [ring_canon_value]: it keeps
    the value, which is all the checker's soundness asks of a normal form. *)
Definition ring_images (N : nat) (X : list cell) : list (list cell) :=
  flat_map (fun neg => map (fun b => CellSort.sort (map (dihedral_map (Z.of_nat N) neg (Z.of_nat b)) X)) (seq 0 N))
           [false; true].

Definition ring_canon (N : nat) (X : list cell) : list cell :=
  if forallb (fun u => (0 <=? snd u) && (snd u <? Z.of_nat N)) X then least_image shape_ltb X (ring_images N X) else X.

Theorem ring_canon_value : forall N K X, (2 <= N)%nat ->
  value cell_eq_dec (petersen_adj N K) (ring_canon N X) = value cell_eq_dec (petersen_adj N K) X.
Proof.
  intros N K X HN. unfold ring_canon.
  destruct (forallb (fun u => (0 <=? snd u) && (snd u <? Z.of_nat N)) X) eqn:E; [|reflexivity].
  apply (least_image_prop _ shape_ltb (fun Y => value cell_eq_dec (petersen_adj N K) Y = value cell_eq_dec (petersen_adj N K) X));
    [reflexivity|].
  intros Y HY. unfold ring_images in HY. apply in_flat_map in HY. destruct HY as [neg [_ HY]].
  apply in_map_iff in HY. destruct HY as [b [<- _]].
  change (CellSort.sort ?L) with (sorted_shape L). rewrite sorted_shape_value.
  apply petersen_image_value; [exact HN|].
  intros u Hu. rewrite forallb_forall in E. specialize (E u Hu).
  apply andb_true_iff in E. destruct E as [E1 E2]. apply Z.leb_le in E1. apply Z.ltb_lt in E2.
  unfold on_ring. lia.
Qed.

Print Assumptions petersen_image_value.
Print Assumptions ring_canon_value.
