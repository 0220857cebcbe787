(** * KaylesStatements: the Node-Kayles headline theorems, written out as proofs/README.md states them.

    proofs/build checks that a theorem of the right name exists and is
    closed; a weaker statement under the same name would pass that audit
    (issue 40, U2).  Each [Example] below restates a theorem the trust table
    cites -- the soundness of the Coq checker of claims certificates, of its
    streaming form that the extracted checker runs, of its three families,
    and of sharded proofs -- independently of its file, and is proved by the
    theorem itself, and so is the ring frame's image rule of `petersen N K
    dihedral` (C++ checker): if a statement is weakened, this file no longer compiles
    (Statements.v does the same for the strip theorems). *)

From Coq Require Import List ZArith.
From Nimcert Require Import Kayles KaylesOutcome KaylesShards KaylesChecker KaylesPetersen.
Import ListNotations.

(** [check_cert_sound]: for any adjacency and any normal form that keeps
    the value, a certificate the checker accepts for the graph V and the
    value v proves G(V) = v. *)
Example check_cert_as_documented : forall adj canon,
  (forall X, value cell_eq_dec adj (canon X) = value cell_eq_dec adj X) ->
  forall small zero claims rs V v, check_cert adj canon small zero claims rs V v = true -> value cell_eq_dec adj V = v
  := check_cert_sound.

(** [check_stream_sound]: the same for the fold over the records that the
    extracted checker's reader runs (proofs/extraction/kayles_driver.ml). *)
Example check_stream_as_documented : forall adj canon,
  (forall X, value cell_eq_dec adj (canon X) = value cell_eq_dec adj X) ->
  forall small zero claims rs V v,
  check_stream_finish adj canon small zero claims (fold_left (check_stream_step adj canon small zero claims) rs (check_stream_init tt)) V v = true ->
  value cell_eq_dec adj V = v
  := check_stream_sound.

(** The three families, with their normal forms. *)
Example queens_check_as_documented : forall small zero claims rs V v,
  check_cert queens_adj lattice_canon small zero claims rs V v = true -> value cell_eq_dec queens_adj V = v
  := queens_check_sound.

Example grid_check_as_documented : forall small zero claims rs V v,
  check_cert grid_adj lattice_canon small zero claims rs V v = true -> value cell_eq_dec grid_adj V = v
  := grid_check_sound.

Example petersen_check_as_documented : forall N K small zero claims rs V v,
  check_cert (petersen_adj N K) sorted_shape small zero claims rs V v = true -> value cell_eq_dec (petersen_adj N K) V = v
  := petersen_check_sound.

(** Sharded proofs ([sharded_kayles]): whatever a record's rule is, if each
    rule is sound for Node-Kayles facts, every certificate completed by the
    checker (importing only certificates completed before it) proves its
    conclusion: P(X, h) gives G(X) = h and N(X, h) gives G(X) <> h. *)
Example sharded_kayles_as_documented :
  forall (A Sh R D : Type) (eq_dec : forall x y : A, {x = y} + {x <> y}) (adj : A -> A -> bool)
    (cells : Sh -> list A) (concl : R -> Sh * nat * kind) (reads : R -> list (Sh * nat * kind)) (checked : R -> Prop),
  (forall r, checked r -> (forall f, In f (reads r) -> kfact_holds eq_dec adj cells f) -> kfact_holds eq_dec adj cells (concl r)) ->
  forall done : list (D * (Sh * nat * kind)), accepted concl reads checked proves_ok done ->
  forall d X h k, In (d, (X, h, k)) done ->
  (k = KP -> value eq_dec adj (cells X) = h) /\ (k = KN -> value eq_dec adj (cells X) <> h)
  := sharded_kayles.

(** [sharded_root_value]: the root's [value G] line: the base graph's value
    is the xor of its components' verified values. *)
Example sharded_root_value_as_documented :
  forall (A Sh R D : Type) (eq_dec : forall x y : A, {x = y} + {x <> y}) (adj : A -> A -> bool)
    (cells : Sh -> list A) (concl : R -> Sh * nat * kind) (reads : R -> list (Sh * nat * kind)) (checked : R -> Prop),
  (forall r, checked r -> (forall f, In f (reads r) -> kfact_holds eq_dec adj cells f) -> kfact_holds eq_dec adj cells (concl r)) ->
  forall (done : list (D * (Sh * nat * kind))) rs V Ds vs,
  accepted concl reads checked proves_ok done -> pass concl reads checked done [] rs ->
  split_into A eq_dec adj V Ds ->
  Forall2 (fun Y v => exists X, In (X, v, KP) (table_after concl [] rs) /\ value eq_dec adj Y = value eq_dec adj (cells X)) Ds vs ->
  value eq_dec adj V = xor_list vs
  := sharded_root_value.

(** [check_sharded_sound] and [check_proves_sound]: the fold over a sharded
    proof's records and imports that the extracted checker's reader runs. If
    every fact the imports accept holds, an accepted root proves G(V) = v and
    an accepted shard proves the fact of its [proves] line. *)
Example check_sharded_as_documented : forall adj canon,
  (forall X, value cell_eq_dec adj (canon X) = value cell_eq_dec adj X) ->
  forall imp, (forall X fa, imp X fa = true -> holds cell cell_eq_dec adj X fa) -> forall small zero claims its V v,
  check_stream_finish adj canon small zero claims
    (fold_left (check_sharded_step adj canon small zero claims imp) its (check_stream_init tt)) V v = true ->
  value cell_eq_dec adj V = v
  := check_sharded_sound.

Example check_proves_as_documented : forall adj canon,
  (forall X, value cell_eq_dec adj (canon X) = value cell_eq_dec adj X) ->
  forall imp, (forall X fa, imp X fa = true -> holds cell cell_eq_dec adj X fa) -> forall small zero claims its X fa,
  check_stream_proves adj canon small zero claims
    (fold_left (check_sharded_step adj canon small zero claims imp) its (check_stream_init tt)) X fa = true ->
  match fa with FVal v => value cell_eq_dec adj X = v | FN h => value cell_eq_dec adj X <> h end
  := check_proves_sound.

(** [petersen_image_value]: in the ring frame of P(N, K), a rotation
    (r, c) -> (r, (c + b) mod N) or reflection (r, c) -> (r, (b - c) mod N)
    of a set of cells of the 2 x N board has the set's value. *)
Example petersen_image_value_as_documented : forall N K (neg : bool) b V, (2 <= N)%nat ->
  (forall u, In u V -> (0 <= snd u < Z.of_nat N)%Z) ->
  value cell_eq_dec (petersen_adj N K)
    (map (fun u : cell => (fst u, (((if neg then - snd u else snd u) + b) mod Z.of_nat N)%Z)) V) =
  value cell_eq_dec (petersen_adj N K) V
  := petersen_image_value.

(** [ring_canon_value]: the ring frame's normal form in the plain checker keeps the value
    (session 26; check_kayles passes [ring_canon N] to the generic entry points above). *)
Example ring_canon_value_as_documented : forall N K X, (2 <= N)%nat ->
  value cell_eq_dec (petersen_adj N K) (ring_canon N X) = value cell_eq_dec (petersen_adj N K) X
  := ring_canon_value.

Print Assumptions check_cert_as_documented.
Print Assumptions check_stream_as_documented.
Print Assumptions queens_check_as_documented.
Print Assumptions grid_check_as_documented.
Print Assumptions petersen_check_as_documented.
Print Assumptions sharded_kayles_as_documented.
Print Assumptions sharded_root_value_as_documented.
Print Assumptions check_sharded_as_documented.
Print Assumptions check_proves_as_documented.
Print Assumptions petersen_image_value_as_documented.
Print Assumptions ring_canon_value_as_documented.
