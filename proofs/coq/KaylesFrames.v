(** * KaylesFrames: the lattice families of Node-Kayles and their symmetries
      -- theorem [kayles-isomorphism] (b) of proofs/kayles.md.

    Cells are points (r, c) of Z x Z.  A family's adjacency is a rule on the
    offset (dr, dc) = v - u between two distinct cells (certs/FORMAT.md,
    "The graph and its frame"):
      grid      |dr| + |dc| = 1            kings   max(|dr|, |dc|) = 1
      knights   |dr| * |dc| = 2            queens  dr = 0 or dc = 0 or |dr| = |dc|
      path      dr = 0 and |dc| = 1        strip K dr = 0 and |dc| in {1, K}
      torus R C      dc = 0 and dr = +-1 (mod R), or dr = 0 and dc = +-1 (mod C)
      torus-queens N dr = 0 or dc = 0 or dr = dc or dr = -dc (mod N)
      cycle N        dc = +-1 (mod N)      (board 1 x N)
    The images of a shape (FORMAT.md, "Shapes") are
    - free frame: u |-> S(u) + (a, b), S one of the 8 signed permutations of
      the square (the reflections of a box and the transposition are such
      maps followed by a translation); only the 2 with no swap and no row
      sign change matter on a line, but all are covered;
    - board frame R x C: u |-> (S(u) + (a, b)) mod (R, C), with a swap only
      when R = C.
    [free_image_value] and [board_image_value] show that every such image
    of a vertex set has the value of the set itself: the map is injective
    and preserves adjacency, so [kayles_isomorphism] (Kayles.v) applies.

    Used by: checker/kayles_certificate.cpp, the lookup of a component by
    its normal form (an image of the component). *)

From Coq Require Import ZArith Lia Bool List.
From Nimcert Require Import Kayles.
Import ListNotations.
Open Scope Z_scope.

Definition cell : Type := (Z * Z)%type.

Definition cell_eq_dec : forall u v : cell, {u = v} + {u <> v}.
Proof. decide equality; apply Z.eq_dec. Defined.

(** Adjacency given by a rule on the offset v - u. *)
Definition adj_of (rule : Z -> Z -> bool) (u v : cell) : bool :=
  rule (fst v - fst u) (snd v - snd u).

(** ** The rules *)
Definition grid_rule (dr dc : Z) : bool := Z.abs dr + Z.abs dc =? 1.
Definition kings_rule (dr dc : Z) : bool := Z.max (Z.abs dr) (Z.abs dc) =? 1.
Definition knights_rule (dr dc : Z) : bool := Z.abs dr * Z.abs dc =? 2.
Definition queens_rule (dr dc : Z) : bool := (dr =? 0) || (dc =? 0) || (Z.abs dr =? Z.abs dc).
Definition path_rule (dr dc : Z) : bool := (dr =? 0) && (Z.abs dc =? 1).
Definition strip_rule (K dr dc : Z) : bool := (dr =? 0) && ((Z.abs dc =? 1) || (Z.abs dc =? K)).
Definition md0 (M x : Z) : bool := x mod M =? 0.
Definition torus_rule (R C dr dc : Z) : bool :=
  (md0 C dc && (md0 R (dr - 1) || md0 R (dr + 1))) ||
  (md0 R dr && (md0 C (dc - 1) || md0 C (dc + 1))).
Definition tqueens_rule (N dr dc : Z) : bool :=
  md0 N dr || md0 N dc || md0 N (dr - dc) || md0 N (dr + dc).
Definition cycle_rule (N dr dc : Z) : bool := md0 N (dc - 1) || md0 N (dc + 1).

(** ** Signed permutations *)
Definition lin (nr nc sw : bool) (u : cell) : cell :=
  let r := if nr then - fst u else fst u in
  let c := if nc then - snd u else snd u in
  if sw then (c, r) else (r, c).

(** A rule unchanged by the sign changes, and by the swap if [sw_ok]. *)
Definition sign_invariant (rule : Z -> Z -> bool) : Prop :=
  forall dr dc, rule (- dr) dc = rule dr dc /\ rule dr (- dc) = rule dr dc.
Definition swap_invariant (rule : Z -> Z -> bool) : Prop :=
  forall dr dc, rule dc dr = rule dr dc.

Lemma rule_lin : forall rule nr nc sw d, sign_invariant rule ->
  (sw = true -> swap_invariant rule) ->
  rule (fst (lin nr nc sw d)) (snd (lin nr nc sw d)) = rule (fst d) (snd d).
Proof.
  intros rule nr nc sw [dr dc] Hs Hw.
  destruct nr, nc, sw; simpl;
    repeat first [rewrite (proj1 (Hs _ _)) | rewrite (proj2 (Hs _ _))];
    try (rewrite Hw by reflexivity);
    repeat first [rewrite (proj1 (Hs _ _)) | rewrite (proj2 (Hs _ _))]; reflexivity.
Qed.

(** ** Free frame *)
Definition free_map (nr nc sw : bool) (a b : Z) (u : cell) : cell :=
  (fst (lin nr nc sw u) + a, snd (lin nr nc sw u) + b).

Lemma free_map_offset : forall nr nc sw a b u v,
  (fst (free_map nr nc sw a b v) - fst (free_map nr nc sw a b u),
   snd (free_map nr nc sw a b v) - snd (free_map nr nc sw a b u)) =
  lin nr nc sw (fst v - fst u, snd v - snd u).
Proof.
  intros nr nc sw a b [r1 c1] [r2 c2].
  destruct nr, nc, sw; unfold free_map, lin; simpl; f_equal; ring.
Qed.

Theorem free_map_adj : forall rule nr nc sw a b u v, sign_invariant rule ->
  (sw = true -> swap_invariant rule) ->
  adj_of rule (free_map nr nc sw a b u) (free_map nr nc sw a b v) = adj_of rule u v.
Proof.
  intros rule nr nc sw a b u v Hs Hw. unfold adj_of.
  pose proof (free_map_offset nr nc sw a b u v) as E.
  transitivity (rule (fst (lin nr nc sw (fst v - fst u, snd v - snd u)))
                     (snd (lin nr nc sw (fst v - fst u, snd v - snd u)))).
  - rewrite <- E. reflexivity.
  - apply (rule_lin rule nr nc sw (fst v - fst u, snd v - snd u)); auto.
Qed.

Lemma free_map_inj : forall nr nc sw a b u v,
  free_map nr nc sw a b u = free_map nr nc sw a b v -> u = v.
Proof.
  intros nr nc sw a b [r1 c1] [r2 c2] H.
  destruct nr, nc, sw; unfold free_map, lin in H; simpl in H; injection H; intros;
    f_equal; lia.
Qed.

(** Every image of V under the free frame's maps has the value of V. *)
Theorem free_image_value : forall rule nr nc sw a b V, sign_invariant rule ->
  (sw = true -> swap_invariant rule) ->
  value cell_eq_dec (adj_of rule) (map (free_map nr nc sw a b) V) =
  value cell_eq_dec (adj_of rule) V.
Proof.
  intros rule nr nc sw a b V Hs Hw. apply kayles_isomorphism. split.
  - intros x y _ _. apply free_map_inj.
  - intros x y _ _. apply free_map_adj; auto.
Qed.

(** ** The free-frame rules are invariant. *)
Lemma grid_sign : sign_invariant grid_rule.
Proof. intros dr dc. unfold grid_rule. rewrite !Z.abs_opp. auto. Qed.
Lemma grid_swap : swap_invariant grid_rule.
Proof. intros dr dc. unfold grid_rule. rewrite Z.add_comm. reflexivity. Qed.
Lemma kings_sign : sign_invariant kings_rule.
Proof. intros dr dc. unfold kings_rule. rewrite !Z.abs_opp. auto. Qed.
Lemma kings_swap : swap_invariant kings_rule.
Proof. intros dr dc. unfold kings_rule. rewrite Z.max_comm. reflexivity. Qed.
Lemma knights_sign : sign_invariant knights_rule.
Proof. intros dr dc. unfold knights_rule. rewrite !Z.abs_opp. auto. Qed.
Lemma knights_swap : swap_invariant knights_rule.
Proof. intros dr dc. unfold knights_rule. rewrite Z.mul_comm. reflexivity. Qed.

Lemma eqb0_opp : forall x, (- x =? 0) = (x =? 0).
Proof. intros x. destruct (Z.eqb_spec (- x) 0), (Z.eqb_spec x 0); auto; lia. Qed.

Lemma queens_sign : sign_invariant queens_rule.
Proof. intros dr dc. unfold queens_rule. rewrite !eqb0_opp, !Z.abs_opp. auto. Qed.
Lemma queens_swap : swap_invariant queens_rule.
Proof.
  intros dr dc. unfold queens_rule.
  rewrite (Z.eqb_sym (Z.abs dc)), (orb_comm (dc =? 0)). reflexivity.
Qed.
Lemma path_sign : sign_invariant path_rule.
Proof. intros dr dc. unfold path_rule. rewrite eqb0_opp, Z.abs_opp. auto. Qed.
Lemma strip_sign : forall K, sign_invariant (strip_rule K).
Proof. intros K dr dc. unfold strip_rule. rewrite eqb0_opp, Z.abs_opp. auto. Qed.

(** ** Board frame *)
Definition board_map (R C : Z) (nr nc sw : bool) (a b : Z) (u : cell) : cell :=
  ((fst (lin nr nc sw u) + a) mod R, (snd (lin nr nc sw u) + b) mod C).

(** A rule that depends only on dr mod R and dc mod C. *)
Definition periodic (R C : Z) (rule : Z -> Z -> bool) : Prop :=
  forall dr dc k l, rule (dr + k * R) (dc + l * C) = rule dr dc.

Lemma mod_offset : forall M x y, M <> 0 ->
  x mod M - y mod M = (x - y) + (y / M - x / M) * M.
Proof.
  intros M x y HM. pose proof (Z.div_mod x M HM). pose proof (Z.div_mod y M HM). lia.
Qed.

Lemma board_map_offset : forall R C nr nc sw a b u v, R <> 0 -> C <> 0 ->
  exists k l,
    fst (board_map R C nr nc sw a b v) - fst (board_map R C nr nc sw a b u) =
      fst (lin nr nc sw (fst v - fst u, snd v - snd u)) + k * R /\
    snd (board_map R C nr nc sw a b v) - snd (board_map R C nr nc sw a b u) =
      snd (lin nr nc sw (fst v - fst u, snd v - snd u)) + l * C.
Proof.
  intros R C nr nc sw a b u v HR HC. unfold board_map.
  pose proof (free_map_offset nr nc sw a b u v) as E. unfold free_map in E.
  simpl fst; simpl snd.
  rewrite !mod_offset by auto.
  set (x1 := fst (lin nr nc sw u) + a) in *. set (x2 := fst (lin nr nc sw v) + a) in *.
  set (y1 := snd (lin nr nc sw u) + b) in *. set (y2 := snd (lin nr nc sw v) + b) in *.
  exists (x1 / R - x2 / R), (y1 / C - y2 / C). rewrite <- E. simpl. split; ring.
Qed.

Theorem board_map_adj : forall rule R C nr nc sw a b u v, R <> 0 -> C <> 0 ->
  periodic R C rule -> sign_invariant rule -> (sw = true -> swap_invariant rule) ->
  adj_of rule (board_map R C nr nc sw a b u) (board_map R C nr nc sw a b v) = adj_of rule u v.
Proof.
  intros rule R C nr nc sw a b u v HR HC Hp Hs Hw. unfold adj_of.
  destruct (board_map_offset R C nr nc sw a b u v HR HC) as [k [l [E1 E2]]].
  rewrite E1, E2, Hp. apply rule_lin; auto.
Qed.

Lemma mod_eq_diff : forall M p q, 0 < M -> p mod M = q mod M -> exists k, p - q = k * M.
Proof.
  intros M p q HM H. exists (p / M - q / M).
  pose proof (Z.div_mod p M ltac:(lia)). pose proof (Z.div_mod q M ltac:(lia)). lia.
Qed.

Lemma mod_inj : forall M (neg : bool) x y a, 0 < M -> 0 <= x < M -> 0 <= y < M ->
  ((if neg then - x else x) + a) mod M = ((if neg then - y else y) + a) mod M -> x = y.
Proof.
  intros M neg x y a HM Hx Hy H. apply mod_eq_diff in H; auto. destruct H as [k Hk].
  destruct neg;
    (assert (k = 0) by (destruct (Z.lt_trichotomy k 0) as [Hk0|[Hk0|Hk0]]; nia)); subst; lia.
Qed.

(** On the board [0, R) x [0, C) the map is injective (a swap needs R = C). *)
Lemma board_map_inj : forall R C nr nc sw a b u v, 0 < R -> 0 < C ->
  (sw = true -> R = C) ->
  0 <= fst u < R -> 0 <= snd u < C -> 0 <= fst v < R -> 0 <= snd v < C ->
  board_map R C nr nc sw a b u = board_map R C nr nc sw a b v -> u = v.
Proof.
  intros R C nr nc sw a b [r1 c1] [r2 c2] HR HC Hsw Hu1 Hu2 Hv1 Hv2 H.
  unfold board_map, lin in H; simpl in *. injection H as H1 H2.
  destruct sw.
  - specialize (Hsw eq_refl). subst C.
    apply (mod_inj R nc) in H1; auto. apply (mod_inj R nr) in H2; auto. subst; auto.
  - apply (mod_inj R nr) in H1; auto. apply (mod_inj C nc) in H2; auto. subst; auto.
Qed.

Definition on_board (R C : Z) (u : cell) : Prop := 0 <= fst u < R /\ 0 <= snd u < C.

(** Every image of a set V of board cells under the board frame's maps has
    the value of V. *)
Theorem board_image_value : forall rule R C nr nc sw a b V, 0 < R -> 0 < C ->
  (sw = true -> R = C) ->
  periodic R C rule -> sign_invariant rule -> (sw = true -> swap_invariant rule) ->
  (forall u, In u V -> on_board R C u) ->
  value cell_eq_dec (adj_of rule) (map (board_map R C nr nc sw a b) V) =
  value cell_eq_dec (adj_of rule) V.
Proof.
  intros rule R C nr nc sw a b V HR HC Hsw Hp Hs Hw HV. apply kayles_isomorphism. split.
  - intros x y Hx Hy. apply HV in Hx as [Hx1 Hx2]. apply HV in Hy as [Hy1 Hy2].
    apply board_map_inj; auto.
  - intros x y _ _. apply board_map_adj; auto; lia.
Qed.

(** ** The board-frame rules are periodic and invariant. *)
Lemma md0_plus : forall M x k, M <> 0 -> md0 M (x + k * M) = md0 M x.
Proof. intros M x k HM. unfold md0. rewrite Z_mod_plus_full. reflexivity. Qed.

Lemma md0_opp : forall M x, md0 M (- x) = md0 M x.
Proof.
  intros M x. unfold md0.
  destruct (Z.eqb_spec (- x mod M) 0) as [E|E], (Z.eqb_spec (x mod M) 0) as [F|F]; auto.
  - exfalso. apply F. rewrite <- (Z.opp_involutive x). apply Z_mod_zero_opp_full. exact E.
  - exfalso. apply E. apply Z_mod_zero_opp_full. exact F.
Qed.

Lemma md0_shift : forall M x k c, M <> 0 -> md0 M (x + k * M + c) = md0 M (x + c).
Proof.
  intros M x k c HM. replace (x + k * M + c) with (x + c + k * M) by ring. apply md0_plus. exact HM.
Qed.

Lemma torus_periodic : forall R C, R <> 0 -> C <> 0 -> periodic R C (torus_rule R C).
Proof.
  intros R C HR HC dr dc k l. unfold torus_rule.
  rewrite !md0_plus, !md0_shift by auto.
  replace (dr + k * R - 1) with (dr - 1 + k * R) by ring.
  replace (dc + l * C - 1) with (dc - 1 + l * C) by ring.
  rewrite !md0_plus by auto. reflexivity.
Qed.

Lemma torus_sign : forall R C, sign_invariant (torus_rule R C).
Proof.
  intros R C dr dc. unfold torus_rule. rewrite !md0_opp. split.
  - replace (- dr - 1) with (- (dr + 1)) by ring. replace (- dr + 1) with (- (dr - 1)) by ring.
    rewrite !md0_opp, (orb_comm (md0 R (dr + 1))). reflexivity.
  - replace (- dc - 1) with (- (dc + 1)) by ring. replace (- dc + 1) with (- (dc - 1)) by ring.
    rewrite !md0_opp, (orb_comm (md0 C (dc + 1))). reflexivity.
Qed.

Lemma torus_swap : forall N, swap_invariant (torus_rule N N).
Proof. intros N dr dc. unfold torus_rule. apply orb_comm. Qed.

Lemma tqueens_periodic : forall N, N <> 0 -> periodic N N (tqueens_rule N).
Proof.
  intros N HN dr dc k l. unfold tqueens_rule.
  replace (dr + k * N - (dc + l * N)) with (dr - dc + (k - l) * N) by ring.
  replace (dr + k * N + (dc + l * N)) with (dr + dc + (k + l) * N) by ring.
  rewrite !md0_plus by auto. reflexivity.
Qed.

Lemma tqueens_sign : forall N, sign_invariant (tqueens_rule N).
Proof.
  intros N dr dc. unfold tqueens_rule. rewrite !md0_opp. split.
  - replace (- dr - dc) with (- (dr + dc)) by ring. replace (- dr + dc) with (- (dr - dc)) by ring.
    rewrite !md0_opp. rewrite <- !orb_assoc, (orb_comm (md0 N (dr + dc))). reflexivity.
  - replace (dr - - dc) with (dr + dc) by ring. replace (dr + - dc) with (dr - dc) by ring.
    rewrite <- !orb_assoc, (orb_comm (md0 N (dr + dc))). reflexivity.
Qed.

Lemma tqueens_swap : forall N, swap_invariant (tqueens_rule N).
Proof.
  intros N dr dc. unfold tqueens_rule.
  replace (dc - dr) with (- (dr - dc)) by ring. rewrite md0_opp, (Z.add_comm dc dr).
  rewrite (orb_comm (md0 N dc)). reflexivity.
Qed.

Lemma cycle_periodic : forall N, N <> 0 -> periodic 1 N (cycle_rule N).
Proof.
  intros N HN dr dc k l. unfold cycle_rule.
  replace (dc + l * N - 1) with (dc - 1 + l * N) by ring.
  replace (dc + l * N + 1) with (dc + 1 + l * N) by ring.
  rewrite !md0_plus by auto. reflexivity.
Qed.

Lemma cycle_sign : forall N, sign_invariant (cycle_rule N).
Proof.
  intros N dr dc. unfold cycle_rule. split; [reflexivity|].
  replace (- dc - 1) with (- (dc + 1)) by ring. replace (- dc + 1) with (- (dc - 1)) by ring.
  rewrite !md0_opp. apply orb_comm.
Qed.

(** ** Per family: every image of a component has the component's value. *)
Theorem kayles_isomorphism_families :
  (forall nr nc sw a b V, let T := free_map nr nc sw a b in
     value cell_eq_dec (adj_of grid_rule) (map T V) = value cell_eq_dec (adj_of grid_rule) V /\
     value cell_eq_dec (adj_of kings_rule) (map T V) = value cell_eq_dec (adj_of kings_rule) V /\
     value cell_eq_dec (adj_of knights_rule) (map T V) = value cell_eq_dec (adj_of knights_rule) V /\
     value cell_eq_dec (adj_of queens_rule) (map T V) = value cell_eq_dec (adj_of queens_rule) V) /\
  (forall K nr nc a b V, let T := free_map nr nc false a b in
     value cell_eq_dec (adj_of path_rule) (map T V) = value cell_eq_dec (adj_of path_rule) V /\
     value cell_eq_dec (adj_of (strip_rule K)) (map T V) =
       value cell_eq_dec (adj_of (strip_rule K)) V) /\
  (forall R C nr nc sw a b V, 0 < R -> 0 < C -> (sw = true -> R = C) ->
     (forall u, In u V -> on_board R C u) ->
     value cell_eq_dec (adj_of (torus_rule R C)) (map (board_map R C nr nc sw a b) V) =
       value cell_eq_dec (adj_of (torus_rule R C)) V) /\
  (forall N nr nc sw a b V, 0 < N ->
     (forall u, In u V -> on_board N N u) ->
     value cell_eq_dec (adj_of (tqueens_rule N)) (map (board_map N N nr nc sw a b) V) =
       value cell_eq_dec (adj_of (tqueens_rule N)) V) /\
  (forall N nr nc a b V, 0 < N ->
     (forall u, In u V -> on_board 1 N u) ->
     value cell_eq_dec (adj_of (cycle_rule N)) (map (board_map 1 N nr nc false a b) V) =
       value cell_eq_dec (adj_of (cycle_rule N)) V).
Proof.
  split; [|split; [|split; [|split]]].
  - intros nr nc sw a b V T. unfold T.
    repeat split; apply free_image_value; auto using grid_sign, grid_swap, kings_sign,
      kings_swap, knights_sign, knights_swap, queens_sign, queens_swap.
  - intros K nr nc a b V T. unfold T. split; apply free_image_value;
      auto using path_sign, strip_sign; discriminate.
  - intros R C nr nc sw a b V HR HC Hsw HV. apply board_image_value; auto.
    + apply torus_periodic; lia.
    + apply torus_sign.
    + intros E. rewrite (Hsw E). apply torus_swap.
  - intros N nr nc sw a b V HN HV. apply board_image_value; auto.
    + apply tqueens_periodic; lia.
    + apply tqueens_sign.
    + intros _. apply tqueens_swap.
  - intros N nr nc a b V HN HV. apply board_image_value; auto; try lia; try discriminate.
    + apply cycle_periodic; lia.
    + apply cycle_sign.
Qed.

Print Assumptions free_image_value.
Print Assumptions board_image_value.
Print Assumptions kayles_isomorphism_families.
