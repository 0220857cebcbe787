(** * KaylesOutcome: outcome claims P(X, h) and N(X, h) of Node-Kayles
      certificates -- theorems [outcome_characterisation],
      [outcome_P_sound], [outcome_N_sound], [outcome_sum_reduction] and
      [one_pass_sound] (proofs/kayles.md, "Outcome claims";
      certs/FORMAT.md, "Outcome claims (claims COUNT)").

    Model (as in Kayles.v): vertices of a type [A] with decidable equality,
    a boolean adjacency [adj], a position is a finite vertex list [V] (the
    induced subgraph), picking x leaves [del x V] = V - N[x], and [G V] is
    the Node-Kayles value (Kayles.v's [value], defined by the mex).

    The sum game X + *h.  A state is a pair (V, h): a Node-Kayles position
    and a nim heap of size h.  A move either picks a vertex x of V (to
    (V - N[x], h)) or reduces the heap (to (V, h') for some h' < h)
    ([sum_move]).  Outcomes are defined for any game (a move relation) by
    the usual recursion, as a mutual inductive definition ([is_P], [is_N]):
    a state is P (second-player win) if every move leads to an N state, and
    N (first-player win) if some move leads to a P state.  Nothing here
    speaks about values in the definition of P and N: [outcome_characterisation]
    is the link, proved from [value_spec] of Kayles.v.

    Used by: checker/kayles_certificate.cpp, certificates with
    [claims COUNT] (rules "claims: P record", "claims: N record",
    "claims: sum reduction", "claims: one pass" of proofs/README.md). *)

From Coq Require Import Arith Lia List Bool.
From Nimcert Require Import Kayles.
Import ListNotations.

(** ** Outcomes of a game given by its move relation *)

Section Game.
Variable S : Type.
(** [move s t]: t is an option of s. *)
Variable move : S -> S -> Prop.

Inductive is_P : S -> Prop :=
  | P_intro : forall s, (forall t, move s t -> is_N t) -> is_P s
with is_N : S -> Prop :=
  | N_intro : forall s t, move s t -> is_P t -> is_N s.

End Game.

Arguments is_P {S} move s.
Arguments is_N {S} move s.

(** ** xor of lists *)

Lemma xor_list_app : forall l1 l2,
  xor_list (l1 ++ l2) = Nat.lxor (xor_list l1) (xor_list l2).
Proof.
  intros l1 l2. induction l1 as [|a l1 IH]; simpl.
  - rewrite Nat.lxor_0_l. reflexivity.
  - rewrite IH, Nat.lxor_assoc. reflexivity.
Qed.

Lemma lxor_move : forall a b h, Nat.lxor a b = h <-> a = Nat.lxor h b.
Proof.
  intros a b h. split; intros E.
  - subst h. rewrite lxor_inv_r. reflexivity.
  - subst a. apply lxor_inv_r.
Qed.

Section Outcome.

Variable A : Type.
Variable eq_dec : forall x y : A, {x = y} + {x <> y}.
Variable adj : A -> A -> bool.

Local Notation G := (value eq_dec adj).
Local Notation opt x V := (del eq_dec adj x V).

(** ** The sum game X + *h *)

Inductive sum_move : list A * nat -> list A * nat -> Prop :=
  | sum_move_vertex : forall V h x, In x V -> sum_move (V, h) (opt x V, h)
  | sum_move_heap : forall V h h', h' < h -> sum_move (V, h) (V, h').

(** [P_pos V h]: V + *h is a second-player win; [N_pos V h]: a first-player win. *)
Definition P_pos (V : list A) (h : nat) : Prop := is_P sum_move (V, h).
Definition N_pos (V : list A) (h : nat) : Prop := is_N sum_move (V, h).

(** The recursion, spelled out for the sum game. *)
Lemma P_pos_iff : forall V h, P_pos V h <->
  (forall x, In x V -> N_pos (opt x V) h) /\ (forall h', h' < h -> N_pos V h').
Proof.
  intros V h. unfold P_pos, N_pos. split.
  - intros HP. inversion HP as [s Hs E]. split.
    + intros x Hx. apply Hs. constructor. exact Hx.
    + intros h' Hh. apply Hs. constructor. exact Hh.
  - intros [Hx Hh]. constructor. intros t Ht. inversion Ht; subst; auto.
Qed.

Lemma N_pos_iff : forall V h, N_pos V h <->
  (exists x, In x V /\ P_pos (opt x V) h) \/ (exists h', h' < h /\ P_pos V h').
Proof.
  intros V h. unfold P_pos, N_pos. split.
  - intros HN. inversion HN as [s t Hm Ht E]. inversion Hm; subst.
    + left. eauto.
    + right. eauto.
  - intros [[x [Hx HP]]|[h' [Hh HP]]]; econstructor; eauto; constructor; auto.
Qed.

(** ** Theorem [outcome_characterisation]: V + *h is P iff G(V) = h, and
    N iff G(V) <> h.  Induction on |V| + h: every move of the sum lowers
    it. *)
Theorem outcome_characterisation : forall V h,
  (P_pos V h <-> G V = h) /\ (N_pos V h <-> G V <> h).
Proof.
  assert (Main : forall n V h, length V + h < n ->
            (P_pos V h <-> G V = h) /\ (N_pos V h <-> G V <> h)).
  { induction n as [|n IH]; intros V h Hn; [lia|].
    destruct (value_spec A eq_dec adj V) as [Slow Sno].
    assert (Hopt : forall x, In x V -> length (opt x V) + h < n).
    { intros x Hx. pose proof (del_length_lt A eq_dec adj x V Hx). lia. }
    split; split.
    - intros HP. apply P_pos_iff in HP as [Hx Hh].
      destruct (lt_eq_lt_dec (G V) h) as [[Hlt|Heq]|Hgt]; [exfalso| exact Heq |exfalso].
      + specialize (Hh _ Hlt). apply (IH V (G V) ltac:(lia)) in Hh. auto.
      + destruct (Slow h Hgt) as [x [Hin Hv]]. specialize (Hx x Hin).
        apply (IH _ h (Hopt x Hin)) in Hx. auto.
    - intros Hv. apply P_pos_iff. split.
      + intros x Hx. apply (IH _ h (Hopt x Hx)). rewrite <- Hv. apply Sno. exact Hx.
      + intros h' Hh. apply (IH V h' ltac:(lia)). lia.
    - intros HN Hv. apply N_pos_iff in HN as [[x [Hx HP]]|[h' [Hh HP]]].
      + apply (IH _ h (Hopt x Hx)) in HP. apply (Sno x Hx). congruence.
      + apply (IH V h' ltac:(lia)) in HP. lia.
    - intros Hv. apply N_pos_iff.
      destruct (lt_eq_lt_dec (G V) h) as [[Hlt|Heq]|Hgt]; [right|contradiction|left].
      + exists (G V). split; [exact Hlt|]. apply (IH V (G V) ltac:(lia)). reflexivity.
      + destruct (Slow h Hgt) as [x [Hin Hx]]. exists x. split; [exact Hin|].
        apply (IH _ h (Hopt x Hin)). exact Hx. }
  intros V h. apply (Main (S (length V + h))). lia.
Qed.

Corollary outcome_P : forall V h, P_pos V h <-> G V = h.
Proof. intros V h. apply outcome_characterisation. Qed.

Corollary outcome_N : forall V h, N_pos V h <-> G V <> h.
Proof. intros V h. apply outcome_characterisation. Qed.

(** Every state of the sum is exactly one of P and N. *)
Corollary outcome_N_not_P : forall V h, N_pos V h <-> ~ P_pos V h.
Proof. intros V h. rewrite outcome_N, outcome_P. tauto. Qed.

(** ** Components of an option, as the checker splits it *)

(** [Ds] is a split of the vertex list [Y] into pairwise separated parts
    (the connected components found by the flood fill; [components_separated]
    of Kayles.v gives the separation). *)
Definition split_into (Y : list A) (Ds : list (list A)) : Prop :=
  (forall y, In y Y <-> In y (concat Ds)) /\ ForallOrdPairs (separated eq_dec adj) Ds.

Lemma split_value : forall Y Ds, split_into Y Ds -> G Y = xor_list (map G Ds).
Proof.
  intros Y Ds [Hs Hp]. rewrite (value_ext A eq_dec adj Y (concat Ds) Hs).
  apply kayles_components. exact Hp.
Qed.

(** [valued Ds vs]: the parts have the verified values vs (one each, in order). *)
Definition valued (Ds : list (list A)) (vs : list nat) : Prop :=
  Forall2 (fun D v => G D = v) Ds vs.

Lemma valued_map : forall Ds vs, valued Ds vs -> map G Ds = vs.
Proof. intros Ds vs H. induction H as [|D v Ds vs Hv _ IH]; simpl; congruence. Qed.

(** All parts valued: G(Y) is the xor of the values. *)
Lemma split_all_valued : forall Y Ds vs, split_into Y Ds -> valued Ds vs ->
  G Y = xor_list vs.
Proof. intros Y Ds vs Hs Hv. rewrite (split_value Y Ds Hs), (valued_map Ds vs Hv). reflexivity. Qed.

(** All parts but Dj valued (the others, in order, are Ds1 ++ Ds2 with values vs):
    G(Y) = G(Dj) xor (xor of the others). *)
Lemma split_one_unvalued : forall Y Ds1 Dj Ds2 vs,
  split_into Y (Ds1 ++ Dj :: Ds2) -> valued (Ds1 ++ Ds2) vs ->
  G Y = Nat.lxor (G Dj) (xor_list vs).
Proof.
  intros Y Ds1 Dj Ds2 vs Hs Hv. rewrite (split_value _ _ Hs), <- (valued_map _ _ Hv).
  rewrite !map_app, !xor_list_app. simpl.
  rewrite <- !Nat.lxor_assoc, (Nat.lxor_comm (xor_list (map G Ds1)) (G Dj)). reflexivity.
Qed.

(** ** Theorem [outcome_P_sound]: the checker's P rule.
    (a) For every h' < h, N(X, h') is verified: G(X) <> h' (X + *h' is N).
    (b) For every vertex x of X, the option Y = X - N[x] has G(Y) <> h
        (Y + *h is N).
    Then G(X) = h, i.e. X + *h is P. *)
Theorem outcome_P_sound : forall V h,
  (forall h', h' < h -> G V <> h') ->
  (forall x, In x V -> G (opt x V) <> h) ->
  G V = h.
Proof.
  intros V h Ha Hb. apply outcome_P, P_pos_iff. split.
  - intros x Hx. apply outcome_N. apply Hb. exact Hx.
  - intros h' Hh. apply outcome_N. apply Ha. exact Hh.
Qed.

(** The same, stated on outcomes only (it is the definition of P). *)
Theorem outcome_P_sound_outcomes : forall V h,
  (forall h', h' < h -> N_pos V h') ->
  (forall x, In x V -> N_pos (opt x V) h) ->
  P_pos V h.
Proof. intros V h Ha Hb. apply P_pos_iff. auto. Qed.

(** (b), first form: every component of Y has a verified value and their
    xor is not h. *)
Theorem outcome_P_move_valued : forall Y Ds vs h,
  split_into Y Ds -> valued Ds vs -> xor_list vs <> h -> G Y <> h.
Proof. intros Y Ds vs h Hs Hv Hne. rewrite (split_all_valued Y Ds vs Hs Hv). exact Hne. Qed.

(** (b), second form: every component but Dj has a verified value (xor c of
    the others), and G(Dj) <> h xor c (the verified claim N(Dj, h xor c)). *)
Theorem outcome_P_move_reduced : forall Y Ds1 Dj Ds2 vs h,
  split_into Y (Ds1 ++ Dj :: Ds2) -> valued (Ds1 ++ Ds2) vs ->
  G Dj <> Nat.lxor h (xor_list vs) -> G Y <> h.
Proof.
  intros Y Ds1 Dj Ds2 vs h Hs Hv Hne E.
  rewrite (split_one_unvalued Y Ds1 Dj Ds2 vs Hs Hv) in E.
  apply Hne. apply lxor_move. exact E.
Qed.

(** How the checker sees one move of a P claim: a split of the option into
    components, all valued with xor <> h, or all but one valued and the
    verified N claim for the one with the reduced heap. *)
Definition move_refuted (Y : list A) (h : nat) : Prop :=
  exists Ds, split_into Y Ds /\
    ((exists vs, valued Ds vs /\ xor_list vs <> h) \/
     (exists Ds1 Dj Ds2 vs, Ds = Ds1 ++ Dj :: Ds2 /\ valued (Ds1 ++ Ds2) vs /\
                            G Dj <> Nat.lxor h (xor_list vs))).

(** The P rule in the checker's form. *)
Theorem outcome_P_sound_components : forall V h,
  (forall h', h' < h -> G V <> h') ->
  (forall x, In x V -> move_refuted (opt x V) h) ->
  G V = h /\ P_pos V h.
Proof.
  intros V h Ha Hb.
  assert (Hv : G V = h).
  { apply outcome_P_sound; [exact Ha|]. intros x Hx.
    destruct (Hb x Hx) as [Ds [Hs [[vs [Hval Hne]]|[Ds1 [Dj [Ds2 [vs [-> [Hval Hne]]]]]]]]].
    - exact (outcome_P_move_valued _ _ _ _ Hs Hval Hne).
    - exact (outcome_P_move_reduced _ _ _ _ _ _ Hs Hval Hne). }
  split; [exact Hv|]. apply outcome_P. exact Hv.
Qed.

(** ** Theorem [outcome_N_sound]: the checker's N rule.  If picking x in V
    leaves a position whose components all have verified values xoring to
    h, then G(V) <> h, and indeed V + *h is N (the first player picks x and
    leaves a position of value h, i.e. Y + *h of value 0: a P state). *)
Theorem outcome_N_sound : forall V h x Ds vs,
  In x V -> split_into (opt x V) Ds -> valued Ds vs -> xor_list vs = h ->
  G V <> h /\ N_pos V h.
Proof.
  intros V h x Ds vs Hx Hs Hv Hxor.
  assert (HY : G (opt x V) = h) by (rewrite (split_all_valued _ _ _ Hs Hv); exact Hxor).
  assert (HN : N_pos V h).
  { apply N_pos_iff. left. exists x. split; [exact Hx|]. apply outcome_P. exact HY. }
  split; [apply outcome_N; exact HN|exact HN].
Qed.

(** The heap form of an N witness: if G(V) = h' < h, then V + *h is N (the
    first player moves the heap to h', leaving V + *h', a P state).  The
    checker never needs such a witness written: a heap move exists only
    when G(V) = h' is verified, and then V has a verified value, so
    wherever the checker would look up N(V, h) it compares G(V) with h
    instead (FORMAT.md forbids N claims about a valued class). *)
Theorem outcome_N_heap : forall V h h', h' < h -> G V = h' -> N_pos V h.
Proof.
  intros V h h' Hlt Hv. apply N_pos_iff. right. exists h'. split; [exact Hlt|].
  apply outcome_P. exact Hv.
Qed.

(** ** Theorem [outcome_sum_reduction]: for positions A1 (valued,
    G(A1) = a) and D with no vertex of A1 equal or adjacent to one of D,
    (A1 + D) + *h is P iff D + *(h xor a) is P (and likewise for N). *)
Theorem outcome_sum_reduction : forall A1 D a h,
  separated eq_dec adj A1 D -> G A1 = a ->
  (P_pos (A1 ++ D) h <-> P_pos D (Nat.lxor h a)) /\
  (N_pos (A1 ++ D) h <-> N_pos D (Nat.lxor h a)).
Proof.
  intros A1 D a h Hs Ha.
  assert (E : G (A1 ++ D) = h <-> G D = Nat.lxor h a).
  { rewrite (kayles_sum A eq_dec adj A1 D Hs), Ha, Nat.lxor_comm. apply lxor_move. }
  rewrite !outcome_N, !outcome_P. split; [exact E|]. rewrite E. tauto.
Qed.

End Outcome.

(** ** Theorem [one_pass_sound]: a table checked in one pass is true.

    Facts are of any type [F] (in the checker: (shape, h, kind) with kind P
    or N; a value record for X with value g is the fact (X, g, P)); [holds f]
    is what fact f means.  Each record r asserts one fact [concl r], reads
    the facts [reads r], and passes the checker's local test [checked r].
    [rule_sound]: a record that passes its test asserts a true fact when
    every fact it reads is true (for the rules of this file:
    [outcome_P_sound_components], [outcome_N_sound], [kayles_mex],
    [mirror_strategy_cells]).  The checker accepts records r1 ... rn only
    if each r_i passes its test and reads only facts asserted by r1 ...
    r_(i-1) ([one_pass]).  Then every asserted fact holds: induction on the
    record list. *)

Section OnePass.
Variables (R F : Type).
Variable holds : F -> Prop.
Variable concl : R -> F.
Variable reads : R -> list F.
Variable checked : R -> Prop.
Hypothesis rule_sound : forall r, checked r -> (forall f, In f (reads r) -> holds f) -> holds (concl r).

(** [one_pass table rs]: with the facts [table] already verified, the
    records rs are accepted in order. *)
Fixpoint one_pass (table : list F) (rs : list R) : Prop :=
  match rs with
  | [] => True
  | r :: rs' => checked r /\ (forall f, In f (reads r) -> In f table) /\
                one_pass (concl r :: table) rs'
  end.

Theorem one_pass_sound : forall rs table,
  (forall f, In f table -> holds f) -> one_pass table rs ->
  forall r, In r rs -> holds (concl r).
Proof.
  induction rs as [|r rs IH]; intros table Ht Hp r' Hr'; [destruct Hr'|].
  destruct Hp as [Hc [Hreads Hp]].
  assert (Hr : holds (concl r)) by (apply rule_sound; auto).
  destruct Hr' as [<-|Hr']; [exact Hr|].
  apply (IH (concl r :: table)); auto.
  intros f [<-|Hf]; auto.
Qed.

(** From an empty table: every fact of an accepted file holds. *)
Corollary one_pass_sound_empty : forall rs, one_pass [] rs ->
  forall r, In r rs -> holds (concl r).
Proof. intros rs Hp. apply (one_pass_sound rs []); [intros f []|exact Hp]. Qed.

End OnePass.

(** The facts of a [claims] certificate: (shape, h, kind), meaning
    G(cells X) = h for kind P (also value and mirror records) and
    G(cells X) <> h for kind N, equivalently (outcome_P, outcome_N) the
    outcome of X + *h.  [cells] interprets a shape as the vertex list of
    its induced graph. *)
Inductive kind : Type := KP | KN.

Definition kfact_holds {A Sh : Type} (eq_dec : forall x y : A, {x = y} + {x <> y})
  (adj : A -> A -> bool) (cells : Sh -> list A) (f : Sh * nat * kind) : Prop :=
  match f with
  | (X, h, KP) => P_pos A eq_dec adj (cells X) h
  | (X, h, KN) => N_pos A eq_dec adj (cells X) h
  end.

Theorem one_pass_kayles : forall (A Sh R : Type) eq_dec adj (cells : Sh -> list A)
  (concl : R -> Sh * nat * kind) (reads : R -> list (Sh * nat * kind)) (checked : R -> Prop),
  (forall r, checked r -> (forall f, In f (reads r) -> kfact_holds eq_dec adj cells f) ->
             kfact_holds eq_dec adj cells (concl r)) ->
  forall rs, one_pass R (Sh * nat * kind) concl reads checked [] rs ->
  forall r X h, In r rs ->
    (concl r = (X, h, KP) -> value eq_dec adj (cells X) = h) /\
    (concl r = (X, h, KN) -> value eq_dec adj (cells X) <> h).
Proof.
  intros A Sh R eq_dec adj cells concl reads checked Hsound rs Hp r X h Hr.
  pose proof (one_pass_sound_empty R _ (kfact_holds eq_dec adj cells) concl reads checked
                Hsound rs Hp r Hr) as H.
  split; intros E; rewrite E in H; simpl in H.
  - apply outcome_P. exact H.
  - apply outcome_N. exact H.
Qed.

(** Example: the worked example of FORMAT.md, "Outcome claims": the 2 x 3
    grid (Kayles.v's [grid23_adj]) plus a heap of 0 is N, plus a heap of 1
    is P. *)
Example grid23_N0 : N_pos nat Nat.eq_dec grid23_adj (seq 0 6) 0.
Proof. apply outcome_N. rewrite grid23. discriminate. Qed.

Example grid23_P1 : P_pos nat Nat.eq_dec grid23_adj (seq 0 6) 1.
Proof. apply outcome_P. exact grid23. Qed.

Print Assumptions outcome_characterisation.
Print Assumptions outcome_P_sound.
Print Assumptions outcome_P_sound_outcomes.
Print Assumptions outcome_P_move_valued.
Print Assumptions outcome_P_move_reduced.
Print Assumptions outcome_P_sound_components.
Print Assumptions outcome_N_sound.
Print Assumptions outcome_N_heap.
Print Assumptions outcome_sum_reduction.
Print Assumptions one_pass_sound.
Print Assumptions one_pass_sound_empty.
Print Assumptions one_pass_kayles.
