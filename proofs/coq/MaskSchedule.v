(** * MaskSchedule: a value table whose parity mask changes between records
      (proofs/rare-common.md#mask-changes; certs/FORMAT.md, "Changing the
      mask"; checker/heap_records.cpp, [MaskedRecords::change]).

    The checker reads the records h = 0, 1, ..., N-1 in order and keeps the
    verified values C.  Record h is checked under the mask in force at h,
    [ms h] -- any function of h: the certificate states each change where it
    happens, and the checker rebuilds its list of rare heaps (those x < h with
    [odd_class (ms h) (C x) = false]) from C at every change.  [record_ok m C h]
    is the rule of one record under mask m, phrased with the verified values
    C where the theorems of RareCommon.v use the true Grundy function G:
    - every k < C h is the value of some option of h (even k: the
      certificate's witnesses; odd k: the moves the checker enumerates);
    - if C h is odd under m: no option leaving at most one heap, and no split
      with a part rare under m, reaches C h (theorem [rare_common_record]);
    - if C h is even under m: no option at all reaches C h (theorem [mex]).

    [record_ok_sound]: once C agrees with G below h, a record that passes the
    rule under ANY mask m has C h = G h.  [masked_table]: hence, by induction
    over the records, a table whose every record passes the rule under its
    own mask [ms h] is the Grundy function on 0 .. N-1, whatever the masks
    and wherever they change.  Both are proved once for any move relation
    [opt] whose parts are smaller than the heap and for which the rules
    [mex] and [rare_common_record] hold; [masked_table] and [masked_table_u]
    instantiate them with the moves of a code ([is_option], HeapGame.v) and
    with those of a code with unequal splits ([is_option_u],
    UnequalSplits.v). *)

From Coq Require Import Arith Lia List Bool.
Import ListNotations.
From Nimcert Require Import HeapGame RareCommon UnequalSplits.

(** A table of records, each sound given the ones before it, is sound. *)
Lemma table_by_records : forall (G C : nat -> nat) (ok : nat -> Prop) N,
  (forall h, (forall x, x < h -> G x = C x) -> ok h -> G h = C h) ->
  (forall h, h < N -> ok h) -> forall h, h < N -> G h = C h.
Proof.
  intros G C ok N Hstep Hok h.
  induction h as [h IH] using (well_founded_induction lt_wf). intros Hh.
  apply Hstep; [intros x Hx; apply IH; lia | apply Hok; exact Hh].
Qed.

Section Schedule.

(** The moves: [opt h i ps], remove i tokens from h and leave the heaps ps. *)
Variable opt : nat -> nat -> list nat -> Prop.
Variable G : nat -> nat.

Definition optv (C : nat -> nat) (h v : nat) : Prop := exists i ps, opt h i ps /\ xorG C ps = v.

Definition record_ok (m : nat) (C : nat -> nat) (h : nat) : Prop :=
  (forall k, k < C h -> optv C h k) /\
  (odd_class m (C h) = true ->
     (forall i ps, opt h i ps -> length ps <= 1 -> xorG C ps <> C h) /\
     (forall i a b, opt h i [a; b] -> odd_class m (C a) = false ->
        Nat.lxor (C a) (C b) <> C h)) /\
  (odd_class m (C h) = false -> ~ optv C h (C h)).

(** (F4) for these moves, and the two record rules for G. *)
Hypothesis parts_lt : forall h i ps a, opt h i ps -> In a ps -> a < h.
Hypothesis mex_rule : forall h g,
  (forall k, k < g -> optv G h k) -> ~ optv G h g -> G h = g.
Hypothesis parity_rule : forall m h g, odd_class m g = true ->
  (forall k, k < g -> optv G h k) ->
  (forall i ps, opt h i ps -> length ps <= 1 -> xorG G ps <> g) ->
  (forall i a b, opt h i [a; b] -> odd_class m (G a) = false -> Nat.lxor (G a) (G b) <> g) ->
  G h = g.

(** Below h, C and G give every option the same value. *)
Lemma agree_xor : forall C h i ps, (forall x, x < h -> G x = C x) ->
  opt h i ps -> xorG C ps = xorG G ps.
Proof.
  intros C h i ps Hagree Ho. apply xorG_ext. intros a Ha.
  symmetry. apply Hagree. exact (parts_lt h i ps a Ho Ha).
Qed.

Lemma agree_optv : forall C h v, (forall x, x < h -> G x = C x) -> optv C h v <-> optv G h v.
Proof.
  intros C h v Hagree. split; intros [i [ps [Ho Hv]]]; exists i, ps; split; auto;
    rewrite <- Hv; [symmetry|]; exact (agree_xor C h i ps Hagree Ho).
Qed.

Theorem record_ok_sound : forall m C h,
  (forall x, x < h -> G x = C x) -> record_ok m C h -> G h = C h.
Proof.
  intros m C h Hagree [Hlow [Hodd Heven]].
  assert (Hlow' : forall k, k < C h -> optv G h k)
    by (intros k Hk; apply (agree_optv C h k Hagree); auto).
  destruct (odd_class m (C h)) eqn:Ec.
  - destruct (Hodd eq_refl) as [Hsmall Hrare].
    apply (parity_rule m h (C h) Ec Hlow').
    + intros i ps Ho Hl. rewrite <- (agree_xor C h i ps Hagree Ho). exact (Hsmall i ps Ho Hl).
    + intros i a b Ho Ha.
      assert (Hab : G a = C a /\ G b = C b).
      { split; apply Hagree; apply (parts_lt h i [a; b]); simpl; auto. }
      destruct Hab as [Ea Eb]. rewrite Ea in Ha |- *. rewrite Eb. exact (Hrare i a b Ho Ha).
  - apply mex_rule; auto. intros Hg. apply (Heven eq_refl).
    apply (agree_optv C h (C h) Hagree). exact Hg.
Qed.

Theorem masked_records : forall C (ms : nat -> nat) N,
  (forall h, h < N -> record_ok (ms h) C h) -> forall h, h < N -> G h = C h.
Proof.
  intros C ms N Hok.
  apply (table_by_records G C (fun h => record_ok (ms h) C h) N); auto.
  intros h Hagree Hh. exact (record_ok_sound (ms h) C h Hagree Hh).
Qed.

End Schedule.

(** ** Theorem [masked_table]: the records of a code, a mask per record,
    changed anywhere. *)
Theorem masked_table : forall d G C (ms : nat -> nat) N,
  grundy d G -> no_three_heaps d ->
  (forall h, h < N -> record_ok (is_option d) (ms h) C h) ->
  forall h, h < N -> G h = C h.
Proof.
  intros d G C ms N HG H3.
  apply masked_records.
  - exact (option_parts_lt d).
  - exact (fun h g => mex d G h g HG).
  - intros m h g Hg. exact (rare_common_record d G m h g HG H3 Hg).
Qed.

(** The same with unequal splits. *)
Theorem masked_table_u : forall d G C (ms : nat -> nat) N,
  grundy_u d G -> no_three_heaps d ->
  (forall h, h < N -> record_ok (is_option_u d) (ms h) C h) ->
  forall h, h < N -> G h = C h.
Proof.
  intros d G C ms N HG H3.
  apply masked_records.
  - intros h i ps a Ho. exact (option_parts_lt d h i ps a (proj1 Ho)).
  - exact (fun h g => mex_u d G h g HG).
  - intros m h g Hg. exact (rare_common_record_u d G m h g HG H3 Hg).
Qed.

Print Assumptions table_by_records.
Print Assumptions record_ok_sound.
Print Assumptions masked_table.
Print Assumptions masked_table_u.
