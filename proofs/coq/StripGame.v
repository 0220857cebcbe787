(** * StripGame: Node-Kayles on the strips P_n(K), from first principles.

    P_n(K) is the graph on the integers 1, 2, ..., n with an edge between
    i and j iff |i - j| is 1 or K (the path with the extra edges {i, i+K}).
    Its Node-Kayles value [G_strip K n] is [value] of Kayles.v: a move picks
    a vertex x and deletes x and its neighbours, the player who cannot move
    loses, and G(V) = mex { G(V - N[x]) : x in V } ([value_mex]); nothing is
    cited.  These three definitions are all a reader needs to read the
    theorems of A317367.v, StripK1.v and StripK2.v. *)

From Coq Require Import ZArith Bool List.
From Nimcert Require Import Kayles.

(** i and j are adjacent in P_n(K): they differ by 1 or by K. *)
Definition path_adj (K i j : Z) : bool :=
  (i + 1 =? j)%Z || (j + 1 =? i)%Z || (i + K =? j)%Z || (j + K =? i)%Z.

(** The vertices 1, 2, ..., n. *)
Definition path_cells (n : nat) : list Z := map Z.of_nat (seq 1 n).

(** G(P_n(K)). *)
Definition G_strip (K : Z) (n : nat) : nat := value Z.eq_dec (path_adj K) (path_cells n).
