(** * StripMex: theorem [strip-mex] (proofs/coupled-families.md#strip-mex),
      the value records [f n g w_0 ... w_{g-1}] of a [game strip K]
      certificate.

    Model (coupled-families.md §0; checker/coupled_families.cpp): cells are
    integers; distinct cells u, w are adjacent iff |u - w| is 1 or K
    ([strip_adj], the checker's [adjacent]).  A family is given by its
    patterns L, R (lists of booleans, '1' = true); its member of size n is
    [member L R n]: the cells -|L| .. n + |R| that [in_member] accepts,
    enumerated in increasing order exactly as [check_record] does.  The value
    of a member is its Node-Kayles value [value] (Kayles.v: defined by
    G(V) = mex {G(V - N[v]) : v in V}, nothing cited).

    The checker computes, for each cell v, the option value o(v) as the xor
    of the records of the pieces of the first covering template; by
    [strip-decomposition] (coupled-families.md §1; Coq: [strip_decomposition]
    in StripDecomposition.v, which also proves [strip_record], this theorem
    with that hypothesis discharged) and the earlier records,
    o(v) = G(F_f(n) - N[v]).  Given that,
    [strip_mex] says: if every k < g is o(w_k) for a cell w_k and no cell
    has o(v) = g, then G(F_f(n)) = g.  It is [kayles_mex] for the strip
    adjacency. *)

From Coq Require Import ZArith Lia Bool List.
From Nimcert Require Import Kayles.
Import ListNotations.
Open Scope Z_scope.

(** |u - w| = 1 or |u - w| = K (the checker's [adjacent]). *)
Definition strip_adj (K : Z) (u w : Z) : bool :=
  (Z.abs (u - w) =? 1) || (Z.abs (u - w) =? K).

(** w is a cell of F(n): 1 <= w <= n, or w = 1 - i with L[i] = 1, or
    w = n + i with R[i] = 1 (i = 1, 2, ...): the checker's [in_member]. *)
Definition in_member (L R : list bool) (n w : Z) : bool :=
  if (1 <=? w) && (w <=? n) then true
  else if (w <=? 0) && (1 - w <=? Z.of_nat (length L)) then nth (Z.to_nat (- w)) L false
  else if (n <? w) && (w - n <=? Z.of_nat (length R)) then nth (Z.to_nat (w - n - 1)) R false
  else false.

(** The cells of F(n), in the order [check_record] visits them. *)
Definition member (L R : list bool) (n : Z) : list Z :=
  filter (in_member L R n)
    (map (fun i => - Z.of_nat (length L) + Z.of_nat i)
         (seq 0 (Z.to_nat (n + Z.of_nat (length R) + Z.of_nat (length L) + 1)))).

(** ** Theorem [strip-mex]. *)
Theorem strip_mex : forall K L R n g (o : Z -> nat),
  (forall v, In v (member L R n) ->
     o v = value Z.eq_dec (strip_adj K) (del Z.eq_dec (strip_adj K) v (member L R n))) ->
  (forall k, (k < g)%nat -> exists w, In w (member L R n) /\ o w = k) ->
  (forall v, In v (member L R n) -> o v <> g) ->
  value Z.eq_dec (strip_adj K) (member L R n) = g.
Proof.
  intros K L R n g o Ho Hlow Hg. apply kayles_mex.
  - intros k Hk. destruct (Hlow k Hk) as [w [Hw Hk']]. exists w. split; auto.
    rewrite <- Ho; auto.
  - intros v Hv. rewrite <- Ho by auto. apply Hg; auto.
Qed.

Print Assumptions strip_mex.
