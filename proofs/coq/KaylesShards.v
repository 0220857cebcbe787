(** * KaylesShards: sharded claims certificates -- theorems [pass_sound],
      [sharded_sound], [sharded_root_sound], [sharded_kayles], [shard_kayles],
      [sharded_kayles_root], [sharded_root_value] (certs/FORMAT.md, "Sharded
      proofs", as cited by checker/kayles_shards.hpp).

    The rule.  An import record [SHAPE P h shard NAME SHA256] or
    [SHAPE N h shard NAME SHA256] of a claims certificate (the import branch
    of the record loop of [check_kayles_certificate],
    checker/kayles_certificate.cpp) makes [check_shard]
    (checker/kayles_shards.cpp) check the file NAME (after its SHA-256) in
    full, with its own fresh table, as a claims certificate of the same game
    whose last line [proves SHAPE P|N h] ([check_proves]) states exactly the
    imported fact; the fact then enters the importing table like any
    verified record.  Shards may import shards; a digest already open is
    rejected; a shard imported twice is checked twice.

    The model generalises [one_pass] of KaylesOutcome.v: a record is local
    ([checked], [reads], [concl], [rule_sound] as there) or an import of a
    fact f naming a certificate d.  [done] is the history of the checker's
    completed calls of [check_shard]: the pairs (digest, conclusion) of the
    certificates completed so far, newest first (the checker itself keeps
    only the stack [shards.open]);
    [accepted done]: each of them passed importing only from certificates
    completed before it.  Soundness is an induction on [done].

    Acyclicity.  An import is accepted only when [check_shard] has returned,
    that is after the whole shard it names has passed.  So every import
    names a certificate completed strictly earlier, and the order of
    completion is the list [done]; a cycle of shards would need a shard
    completed before itself, and the stack [shards.open] turns that case
    into a rejection instead of an endless recursion.  The model lets a
    certificate import from all certificates completed before it (a
    superset of what the checker allows at each import: harmless).
    Digests only name certificates: (d, f) enters [done] only when some
    certificate concluding f has passed, whatever file d named.  The "same
    game" test makes all certificates speak of one graph ([adj], [cells]). *)

From Coq Require Import List.
From Nimcert Require Import Kayles KaylesOutcome.
Import ListNotations.

Section Sharded.
Variables (R F D : Type).   (* local records, facts, certificate names (digests) *)
Variable holds : F -> Prop.
Variable concl : R -> F.
Variable reads : R -> list F.
Variable checked : R -> Prop.
Hypothesis rule_sound : forall r, checked r -> (forall f, In f (reads r) -> holds f) -> holds (concl r).
(** [concl_ok table f]: the last line of a shard, stating f, passes with the
    final table [table] ([check_proves]); it is sound. *)
Variable concl_ok : list F -> F -> Prop.
Hypothesis concl_sound : forall table f,
  (forall g, In g table -> holds g) -> concl_ok table f -> holds f.

Inductive record : Type :=
  | Checked (r : R)          (* value, mirror, P or N record, checked in place *)
  | Imported (f : F) (d : D). (* SHAPE P|N h shard NAME SHA256: fact f from d *)

Definition rconcl (x : record) : F :=
  match x with Checked r => concl r | Imported f _ => f end.

(** The table after the records rs (newest fact first). *)
Fixpoint table_after (table : list F) (rs : list record) : list F :=
  match rs with
  | [] => table
  | x :: rs' => table_after (rconcl x :: table) rs'
  end.

(** [pass done table rs]: with the facts [table] already in this file's
    table and the certificates [done] verified, the records rs are accepted
    in order: a local record as in [one_pass]; an import of f naming d only
    if d was verified with conclusion f ([check_shard]: checked in full just
    before). *)
Fixpoint pass (done : list (D * F)) (table : list F) (rs : list record) : Prop :=
  match rs with
  | [] => True
  | Checked r :: rs' => checked r /\ (forall f, In f (reads r) -> In f table) /\
                        pass done (concl r :: table) rs'
  | Imported f d :: rs' => In (d, f) done /\ pass done (f :: table) rs'
  end.

(** A shard: its records pass from an empty (fresh) table, then its [proves]
    line, stating g, passes against its final table. *)
Definition shard_ok (done : list (D * F)) (rs : list record) (g : F) : Prop :=
  pass done [] rs /\ concl_ok (table_after [] rs) g.

(** The certificates completed, in order: each passed with only the ones
    completed before it; [(d, g) :: done] is [check_shard] returning after
    the shard passed. *)
Inductive accepted : list (D * F) -> Prop :=
  | accepted_nil : accepted []
  | accepted_shard : forall done d rs g,
      accepted done -> shard_ok done rs g -> accepted ((d, g) :: done).

(** Without imports, [pass] is [one_pass] of KaylesOutcome.v. *)
Lemma pass_one_pass : forall rs done table,
  pass done table (map Checked rs) <-> one_pass R F concl reads checked table rs.
Proof.
  induction rs as [|r rs IH]; intros done table; simpl; [tauto|].
  rewrite IH. tauto.
Qed.

Lemma table_after_keeps : forall rs table f, In f table -> In f (table_after table rs).
Proof. induction rs as [|x rs IH]; intros table f Hf; simpl; auto. apply IH. right. exact Hf. Qed.

Lemma table_after_records : forall rs table x, In x rs -> In (rconcl x) (table_after table rs).
Proof.
  induction rs as [|y rs IH]; intros table x Hx; [destruct Hx|].
  destruct Hx as [<-|Hx]; simpl; [apply table_after_keeps; left; reflexivity|auto].
Qed.

(** ** Theorem [pass_sound]: if the verified certificates' conclusions and
    the facts already in the table hold, every fact of the final table
    holds (induction on the records, as [one_pass_sound]). *)
Theorem pass_sound : forall rs done table,
  (forall d f, In (d, f) done -> holds f) -> (forall f, In f table -> holds f) ->
  pass done table rs -> forall f, In f (table_after table rs) -> holds f.
Proof.
  induction rs as [|[r|f d] rs IH]; intros done table Hd Ht Hp; simpl in *; [exact Ht| |].
  - destruct Hp as [Hc [Hr Hp]]. apply (IH done); auto.
    intros g [<-|Hg]; auto.
  - destruct Hp as [Hf Hp]. apply (IH done); auto.
    intros g [<-|Hg]; eauto.
Qed.

(** ** Theorem [sharded_sound]: every verified certificate's conclusion
    holds (induction on the order of completion). *)
Theorem sharded_sound : forall done, accepted done -> forall d f, In (d, f) done -> holds f.
Proof.
  induction 1 as [|done d rs g Hacc IH [Hp Hc]]; intros d' f Hin; [destruct Hin|].
  destruct Hin as [E|Hin]; [|eauto].
  injection E as _ <-. apply (concl_sound (table_after [] rs)); [|exact Hc].
  apply (pass_sound rs done []); auto. intros f' [].
Qed.

(** ** Theorem [sharded_root_sound]: in a file checked with verified
    shards (the root, or any shard), every fact of its final table holds,
    in particular every record's fact, imported or not. *)
Theorem sharded_root_sound : forall done rs, accepted done -> pass done [] rs ->
  (forall f, In f (table_after [] rs) -> holds f) /\ (forall x, In x rs -> holds (rconcl x)).
Proof.
  intros done rs Hacc Hp.
  assert (H : forall f, In f (table_after [] rs) -> holds f).
  { apply (pass_sound rs done []); [exact (sharded_sound done Hacc)|intros f []|exact Hp]. }
  split; [exact H|]. intros x Hx. apply H, table_after_records. exact Hx.
Qed.

End Sharded.

Arguments Checked {R F D} r.
Arguments Imported {R F D} f d.
Arguments rconcl {R F D} concl x.
Arguments table_after {R F D} concl table rs.
Arguments pass {R F D} concl reads checked done table rs.
Arguments shard_ok {R F D} concl reads checked concl_ok done rs g.
Arguments accepted {R F D} concl reads checked concl_ok _.

(** ** Node-Kayles facts (shape, h, kind) ([kfact_holds], KaylesOutcome.v) *)

(** The [proves] rule ([check_proves]): P(X, h) if X's verified value is h
    (a value, mirror or P record, or an imported P fact: all are facts
    (X, h, KP)); N(X, h) if N(X, h) is verified, or X's verified value v is
    not h.  (A class of at most K cells under [small K] is valued by the
    definition, [value_spec]: its fact (X, v, KP) is true as it stands.) *)
Definition proves_ok {Sh : Type} (table : list (Sh * nat * kind)) (f : Sh * nat * kind) : Prop :=
  match f with
  | (X, h, KP) => In (X, h, KP) table
  | (X, h, KN) => In (X, h, KN) table \/ exists v, In (X, v, KP) table /\ v <> h
  end.

Lemma proves_ok_sound : forall (A Sh : Type) eq_dec adj (cells : Sh -> list A) table f,
  (forall g, In g table -> kfact_holds eq_dec adj cells g) -> proves_ok table f ->
  kfact_holds eq_dec adj cells f.
Proof.
  intros A Sh eq_dec adj cells table [[X h] [|]] Ht Hf; simpl in Hf.
  - exact (Ht _ Hf).
  - destruct Hf as [Hf|[v [Hv Hne]]]; [exact (Ht _ Hf)|].
    (* G(X) = v <> h: X + *h is N (a heap move if v < h, [outcome_N_heap];
       a vertex move if v > h); [outcome_characterisation] says both. *)
    specialize (Ht _ Hv). simpl in Ht |- *. apply outcome_P in Ht.
    apply outcome_N. congruence.
Qed.

(** ** The facts the checker enters without a record (issue 40, U3).
    Besides the records' conclusions, [check_kayles_certificate] enters in
    its table the classes of at most K cells valued by the definition
    ([small K]: the fact (X, G(X), KP)) and the classes of at most L cells
    decided at heap 0 by the boolean search ([zero L]: (X, 0, KP) where it
    finds that no move leaves a 0, else (X, 0, KN)).  In the model each such
    entry is a local record with no premises ([reads r = []]) whose rule is
    the definition; the two lemmas below are that rule's [rule_sound]: the
    fact holds as it stands, so [sharded_kayles] and the theorems after it
    cover a table that holds such entries. *)
Lemma small_fact_sound : forall (A Sh : Type) eq_dec adj (cells : Sh -> list A) X,
  kfact_holds eq_dec adj cells (X, value eq_dec adj (cells X), KP).
Proof. intros. simpl. apply outcome_P. reflexivity. Qed.

Lemma zero_fact_sound : forall (A Sh : Type) eq_dec adj (cells : Sh -> list A) X,
  kfact_holds eq_dec adj cells (X, 0, if loses A eq_dec adj (cells X) then KP else KN).
Proof.
  intros. destruct (loses A eq_dec adj (cells X)) eqn:E; simpl.
  - apply outcome_P. apply kayles_zero_search. exact E.
  - apply outcome_N. intro H. apply kayles_zero_search in H. congruence.
Qed.

Section KaylesFacts.
Variables (A Sh R D : Type).
Variable eq_dec : forall x y : A, {x = y} + {x <> y}.
Variable adj : A -> A -> bool.
Variable cells : Sh -> list A.
Variable concl : R -> Sh * nat * kind.
Variable reads : R -> list (Sh * nat * kind).
Variable checked : R -> Prop.
Hypothesis rule_sound : forall r, checked r ->
  (forall f, In f (reads r) -> kfact_holds eq_dec adj cells f) -> kfact_holds eq_dec adj cells (concl r).

Lemma kfact_value : forall X h k, kfact_holds eq_dec adj cells (X, h, k) ->
  (k = KP -> value eq_dec adj (cells X) = h) /\ (k = KN -> value eq_dec adj (cells X) <> h).
Proof.
  intros X h k H. split; intros ->; simpl in H; [apply outcome_P|apply outcome_N]; exact H.
Qed.

Local Notation kaccepted := (accepted concl reads checked proves_ok).
Local Notation kpass := (pass concl reads checked).
Local Notation G := (value eq_dec adj).

(** ** Theorem [sharded_kayles]: every verified certificate's conclusion is
    true: a shard proving P(X, h) gives G(X) = h, one proving N(X, h) gives
    G(X) <> h. *)
Theorem sharded_kayles : forall done : list (D * (Sh * nat * kind)), kaccepted done ->
  forall d X h k, In (d, (X, h, k)) done ->
  (k = KP -> G (cells X) = h) /\ (k = KN -> G (cells X) <> h).
Proof.
  intros done Hacc d X h k Hin. apply kfact_value.
  exact (sharded_sound R _ D _ concl reads checked rule_sound proves_ok
           (proves_ok_sound A Sh eq_dec adj cells) done Hacc d _ Hin).
Qed.

(** The same for one shard: if the shards it rests on were verified and its
    records and [proves SHAPE P|N h] line pass, its claim is true. *)
Theorem shard_kayles : forall (done : list (D * (Sh * nat * kind))) rs X h k, kaccepted done ->
  shard_ok concl reads checked proves_ok done rs (X, h, k) ->
  (k = KP -> G (cells X) = h) /\ (k = KN -> G (cells X) <> h).
Proof.
  intros done rs X h k Hacc [Hp Hc]. apply kfact_value.
  apply (proves_ok_sound A Sh eq_dec adj cells (table_after concl [] rs)); [|exact Hc].
  apply (sharded_root_sound R _ D _ concl reads checked rule_sound proves_ok
           (proves_ok_sound A Sh eq_dec adj cells) done rs Hacc Hp).
Qed.

(** ** Theorem [sharded_kayles_root]: [one_pass_kayles] with imports: every
    record of a file checked with verified shards (local or imported) states
    a true fact. *)
Theorem sharded_kayles_root : forall (done : list (D * (Sh * nat * kind))) rs,
  kaccepted done -> kpass done [] rs ->
  forall x X h k, In x rs -> rconcl concl x = (X, h, k) ->
  (k = KP -> G (cells X) = h) /\ (k = KN -> G (cells X) <> h).
Proof.
  intros done rs Hacc Hp x X h k Hx E. apply kfact_value. rewrite <- E.
  apply (sharded_root_sound R _ D _ concl reads checked rule_sound proves_ok
           (proves_ok_sound A Sh eq_dec adj cells) done rs Hacc Hp). exact Hx.
Qed.

(** ** Theorem [sharded_root_value]: the root's [value G] line, unchanged
    by the rule, reads its final table: if the base graph V splits into the
    separated components Ds and each component has a verified value (a fact
    (X, v, KP) for its normal form X, of the same value by
    [kayles-isomorphism]), G(V) is the xor of those values ([kayles-sum]). *)
Theorem sharded_root_value : forall (done : list (D * (Sh * nat * kind))) rs V Ds vs,
  kaccepted done -> kpass done [] rs ->
  split_into A eq_dec adj V Ds ->
  Forall2 (fun Y v => exists X, In (X, v, KP) (table_after concl [] rs) /\ G Y = G (cells X)) Ds vs ->
  G V = xor_list vs.
Proof.
  intros done rs V Ds vs Hacc Hp Hs Hv. apply (split_all_valued A eq_dec adj V Ds vs Hs).
  destruct (sharded_root_sound R _ D _ concl reads checked rule_sound proves_ok
              (proves_ok_sound A Sh eq_dec adj cells) done rs Hacc Hp) as [Ht _].
  clear Hs. induction Hv as [|Y v Ds vs [X [Hin E]] _ IH]; [constructor|constructor; [|exact IH]].
  rewrite E. apply outcome_P. exact (Ht _ Hin).
Qed.

End KaylesFacts.

Print Assumptions pass_one_pass.
Print Assumptions pass_sound.
Print Assumptions sharded_sound.
Print Assumptions sharded_root_sound.
Print Assumptions proves_ok_sound.
Print Assumptions small_fact_sound.
Print Assumptions zero_fact_sound.
Print Assumptions sharded_kayles.
Print Assumptions shard_kayles.
Print Assumptions sharded_kayles_root.
Print Assumptions sharded_root_value.
