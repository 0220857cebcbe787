(** * KaylesCheckerIntStatements: the theorems of the checker on primitive integers, written out.

    proofs/build checks that [iqueens_check_sound], [igrid_check_sound], [iqueens_stream_sound]
    and [igrid_stream_sound] exist and assume nothing beyond the Uint63/PArray allow-list; a
    weaker statement under the same name would pass that audit (issue 40, U2).  Each [Example]
    below restates one -- the streaming forms are what the extracted checker on primitive
    integers runs (proofs/extraction/build-kayles-int.sh) -- and is proved by the theorem itself:
    if a statement is weakened, this file no longer compiles.  Compiled with
    _CoqProject.primitive, audited against the same allow-list. *)

From Coq Require Import List ZArith Uint63.
From Nimcert Require Import Kayles KaylesChecker KaylesCheckerInt.

(** The one-piece checker: accepted records for the R x C board with value v prove that the
    queens graph (the grid) on that board, from first principles, has value v. *)
Example iqueens_check_as_documented : forall small zero claims rs R C v, (Z.of_nat R <= wB)%Z -> (Z.of_nat C <= wB)%Z ->
  icheck_cert iqueens_adj small zero claims rs (iboard R C) v = true ->
  value cell_eq_dec queens_adj (board R C) = v
  := iqueens_check_sound.

Example igrid_check_as_documented : forall small zero claims rs R C v, (Z.of_nat R <= wB)%Z -> (Z.of_nat C <= wB)%Z ->
  icheck_cert igrid_adj small zero claims rs (iboard R C) v = true ->
  value cell_eq_dec grid_adj (board R C) = v
  := igrid_check_sound.

(** The fold the extracted reader runs: [iinit], [istep] once per record in file order, [ifinish]. *)
Example iqueens_stream_as_documented : forall small zero claims rs R C v, (Z.of_nat R <= wB)%Z -> (Z.of_nat C <= wB)%Z ->
  ifinish iqueens_adj small zero claims (fold_left (istep iqueens_adj small zero claims) rs (iinit tt)) (iboard R C) v = true ->
  value cell_eq_dec queens_adj (board R C) = v
  := iqueens_stream_sound.

Example igrid_stream_as_documented : forall small zero claims rs R C v, (Z.of_nat R <= wB)%Z -> (Z.of_nat C <= wB)%Z ->
  ifinish igrid_adj small zero claims (fold_left (istep igrid_adj small zero claims) rs (iinit tt)) (iboard R C) v = true ->
  value cell_eq_dec grid_adj (board R C) = v
  := igrid_stream_sound.

(** Sharded proofs ([isstep] over the records and imports; a root ends with [ifinish], a shard
    with [iproves] on its [proves] line): if every fact the imports accept holds on the icell
    graph, an accepted root proves the board's value and an accepted shard its fact. *)
Example iqueens_sharded_as_documented : forall imp,
  (forall X fa, imp X fa = true -> holds icell icell_eq_dec iqueens_adj X fa) ->
  forall small zero claims its R C v, (Z.of_nat R <= wB)%Z -> (Z.of_nat C <= wB)%Z ->
  ifinish iqueens_adj small zero claims (fold_left (isstep iqueens_adj small zero claims imp) its (iinit tt)) (iboard R C) v = true ->
  value cell_eq_dec queens_adj (board R C) = v
  := iqueens_sharded_sound.

Example igrid_sharded_as_documented : forall imp,
  (forall X fa, imp X fa = true -> holds icell icell_eq_dec igrid_adj X fa) ->
  forall small zero claims its R C v, (Z.of_nat R <= wB)%Z -> (Z.of_nat C <= wB)%Z ->
  ifinish igrid_adj small zero claims (fold_left (isstep igrid_adj small zero claims imp) its (iinit tt)) (iboard R C) v = true ->
  value cell_eq_dec grid_adj (board R C) = v
  := igrid_sharded_sound.

Example iqueens_proves_as_documented : forall imp,
  (forall X fa, imp X fa = true -> holds icell icell_eq_dec iqueens_adj X fa) ->
  forall small zero claims its X fa,
  iproves iqueens_adj small zero claims (fold_left (isstep iqueens_adj small zero claims imp) its (iinit tt)) X fa = true ->
  match fa with FVal v => value icell_eq_dec iqueens_adj X = v | FN h => value icell_eq_dec iqueens_adj X <> h end
  := iqueens_proves_sound.

Example igrid_proves_as_documented : forall imp,
  (forall X fa, imp X fa = true -> holds icell icell_eq_dec igrid_adj X fa) ->
  forall small zero claims its X fa,
  iproves igrid_adj small zero claims (fold_left (isstep igrid_adj small zero claims imp) its (iinit tt)) X fa = true ->
  match fa with FVal v => value icell_eq_dec igrid_adj X = v | FN h => value icell_eq_dec igrid_adj X <> h end
  := igrid_proves_sound.

(** P(N, K) (session 24): the entry points with the canon as an argument, [isorted] here; the
    adjacency is KaylesChecker.v's [petersen_adj] through [zc] ([ipetersen_adj_as_documented]). *)
Example ipetersen_sharded_as_documented : forall N K, (2 <= N)%nat -> (Z.of_nat N <= wB)%Z ->
  forall imp, (forall X fa, imp X fa = true -> holds icell icell_eq_dec (ipetersen_adj N K) X fa) ->
  forall small zero claims its v,
  ifinish_c (ipetersen_adj N K) isorted small zero claims
    (fold_left (isstep_c (ipetersen_adj N K) isorted small zero claims imp) its (iinit tt)) (iboard 2 N) v = true ->
  value cell_eq_dec (petersen_adj N K) (board 2 N) = v
  := ipetersen_sharded_sound.

Example ipetersen_proves_as_documented : forall N K, (2 <= N)%nat ->
  forall imp, (forall X fa, imp X fa = true -> holds icell icell_eq_dec (ipetersen_adj N K) X fa) ->
  forall small zero claims its X fa,
  iproves_c (ipetersen_adj N K) isorted small zero claims
    (fold_left (isstep_c (ipetersen_adj N K) isorted small zero claims imp) its (iinit tt)) X fa = true ->
  match fa with FVal v => value icell_eq_dec (ipetersen_adj N K) X = v | FN h => value icell_eq_dec (ipetersen_adj N K) X <> h end
  := ipetersen_proves_sound.

(** The ring frame of P(N, K) (session 26): the same entry points with the normal form
    [iring_canon n], n the machine integer N (the reader passes Uint63.of_int N, N <= 128). *)
Example iring_sharded_as_documented : forall N K n, (2 <= N)%nat -> (N <= 256)%nat -> to_Z n = Z.of_nat N ->
  forall imp, (forall X fa, imp X fa = true -> holds icell icell_eq_dec (ipetersen_adj N K) X fa) ->
  forall small zero claims its v,
  ifinish_c (ipetersen_adj N K) (iring_canon n) small zero claims
    (fold_left (isstep_c (ipetersen_adj N K) (iring_canon n) small zero claims imp) its (iinit tt)) (iboard 2 N) v = true ->
  value cell_eq_dec (petersen_adj N K) (board 2 N) = v
  := iring_sharded_sound.

Example iring_proves_as_documented : forall N K n, (2 <= N)%nat -> (N <= 256)%nat -> to_Z n = Z.of_nat N ->
  forall imp, (forall X fa, imp X fa = true -> holds icell icell_eq_dec (ipetersen_adj N K) X fa) ->
  forall small zero claims its X fa,
  iproves_c (ipetersen_adj N K) (iring_canon n) small zero claims
    (fold_left (isstep_c (ipetersen_adj N K) (iring_canon n) small zero claims imp) its (iinit tt)) X fa = true ->
  match fa with FVal v => value icell_eq_dec (ipetersen_adj N K) X = v | FN h => value icell_eq_dec (ipetersen_adj N K) X <> h end
  := iring_proves_sound.

(** The machine adjacency of P(N, K) is KaylesChecker.v's through [zc], for every N, K and cells. *)
Example ipetersen_adj_as_documented : forall N K p q, ipetersen_adj N K p q = petersen_adj N K (zc p) (zc q)
  := ipetersen_adj_spec.

(** The lattices' entry points the reader calls, [isstep_c iadj icanon] and so on, are [isstep],
    [ifinish] and [iproves] above. *)
Example isstep_c_is_isstep : forall iadj small zero claims imp o it,
  isstep_c iadj icanon small zero claims imp o it = isstep iadj small zero claims imp o it := isstep_c_icanon.

Example ifinish_c_is_ifinish : forall iadj small zero claims o V v,
  ifinish_c iadj icanon small zero claims o V v = ifinish iadj small zero claims o V v := ifinish_c_icanon.

Example iproves_c_is_iproves : forall iadj small zero claims o X fa,
  iproves_c iadj icanon small zero claims o X fa = iproves iadj small zero claims o X fa := iproves_c_icanon.

Print Assumptions iqueens_check_as_documented.
Print Assumptions igrid_check_as_documented.
Print Assumptions iqueens_stream_as_documented.
Print Assumptions igrid_stream_as_documented.

Print Assumptions iqueens_sharded_as_documented.
Print Assumptions igrid_sharded_as_documented.
Print Assumptions iqueens_proves_as_documented.
Print Assumptions igrid_proves_as_documented.
Print Assumptions ipetersen_sharded_as_documented.
Print Assumptions ipetersen_proves_as_documented.
Print Assumptions iring_sharded_as_documented.
Print Assumptions iring_proves_as_documented.
Print Assumptions ipetersen_adj_as_documented.
