(** * HeapChecker: a certificate checker for heap games written in Coq and
      proved sound, to be run by [vm_compute] on the data of a certificate.

    The data: the digit list [ds] of the code (digit i = [digit ds i]) and
    the value list [vals] of the certificate (vals[h] claimed to be G(h)).
    - [check_values ds vals]: for every h < length vals, vals[h] is the mex
      of the option values of h, computed from [vals] itself (every part of
      an option of h is < h).  Options are enumerated by [fast_moves]: for
      each digit i and each allowed number m of heaps, the candidate splits
      of h - i into m parts (O(h^(m-1)) candidates), filtered by the exact
      legality test [is_optionb] (GrundyExists.v); [fast_moves_spec]: these
      are exactly the legal moves.
      [check_values_sound]: then G h = vals[h] for h < length vals.
    - [check_period ds vals n0 p]: p >= 1, the window n0 <= n < B of the
      checker ([periodicity_checker], Periodicity.v) lies inside [vals] and
      vals[n+p] = vals[n] on it.  [check_period_sound]: G(n+p) = G(n) for
      all n >= n0.
    - [check_least_prefix], [check_least_period]: the failure at n0 - 1 and,
      for every r in [2, p] dividing p (a superset of the primes dividing
      p), a failure of p/r in [n0, n0 + p).  Sound by [least_prefix_any_period]
      and [least_period] (LeastPeriod.v).
    - [zeros_between vals lo hi]: the n in [lo, hi) with vals[n] = 0; with the
      period checked these are the prefix and residue zeros of ZeroSet.v
      ([zeros_sound]).
    - [check_gf]: the coefficient identity N*E = D*EA of RationalGf.v,
      checked on every coefficient below the degree bound beyond which both
      sides vanish ([check_gf_sound]). *)

From Coq Require Import Arith Lia List Bool ZArith Sorting.
Import ListNotations.
From Nimcert Require Import HeapGame GrundyExists Periodicity LeastPeriod ZeroSet RationalGf.
Open Scope nat_scope.

Section Checker.

Variable ds : list nat.
Let d := digit ds.

(** Candidate moves of heap h: remove i (a digit index), leave m heaps. *)
Definition cands (h : nat) : list (nat * list nat) :=
  flat_map (fun i =>
    (if Nat.testbit (d i) 0 then [(i, [])] else []) ++
    (if Nat.testbit (d i) 1 then [(i, [h - i])] else []) ++
    (if Nat.testbit (d i) 2 then map (fun a => (i, [a; h - i - a])) (seq 1 h) else []) ++
    (if Nat.testbit (d i) 3 then
       flat_map (fun a => map (fun b => (i, [a; b; h - i - a - b])) (seq 1 h)) (seq 1 h)
     else []))
  (seq 0 (length ds)).

Definition fast_moves (h : nat) : list (nat * list nat) :=
  filter (fun ip => is_optionb d h (fst ip) (snd ip)) (cands h).

Lemma digit_in_range : forall i m, Nat.testbit (d i) m = true -> i < length ds.
Proof.
  intros i m H. destruct (lt_dec i (length ds)) as [Hl|Hl]; auto.
  unfold d, digit in H. rewrite nth_overflow in H by lia. rewrite Nat.bits_0 in H. discriminate.
Qed.

Lemma fast_moves_spec : forall h i ps, In (i, ps) (fast_moves h) <-> is_option d h i ps.
Proof.
  intros h i ps. unfold fast_moves. rewrite filter_In. cbn [fst snd]. rewrite is_optionb_spec.
  split; [intros [_ H]; exact H|]. intros Ho. split; [|exact Ho].
  pose proof Ho as [Hs [Hpos [H3 [Hb _]]]].
  unfold cands. apply in_flat_map. exists i. split; [apply in_seq; apply digit_in_range in Hb; lia|].
  rewrite !in_app_iff. rewrite Forall_forall in Hpos.
  destruct ps as [|a [|b [|c [|e l]]]]; cbn [length] in Hb, H3; simpl in Hs; [rewrite Hb..|lia].
  - left. left. reflexivity.
  - right. left. left. f_equal. f_equal. lia.
  - right. right. left. apply in_map_iff. exists a.
    assert (1 <= a) by (apply Hpos; simpl; auto). assert (1 <= b) by (apply Hpos; simpl; auto).
    split.
    + f_equal. f_equal. f_equal. lia.
    + apply in_seq. lia.
  - right. right. right.
    assert (1 <= a) by (apply Hpos; simpl; auto). assert (1 <= b) by (apply Hpos; simpl; auto).
    assert (1 <= c) by (apply Hpos; simpl; auto).
    apply in_flat_map. exists a. split; [apply in_seq; lia|].
    apply in_map_iff. exists b. split; [|apply in_seq; lia].
    repeat f_equal. lia.
Qed.

Definition vat (vals : list nat) (x : nat) : nat := nth x vals 0.

Definition record_ok (vals : list nat) (h : nat) : bool :=
  vat vals h =? mexl (map (fun ip => xorG (vat vals) (snd ip)) (fast_moves h)).

Definition check_values (vals : list nat) : bool :=
  forallb (record_ok vals) (seq 0 (length vals)).

Theorem check_values_sound : forall vals, check_values vals = true ->
  forall G, grundy d G -> forall h, h < length vals -> G h = vat vals h.
Proof.
  intros vals Hc G HG h. induction h as [h IH] using (well_founded_induction lt_wf). intros Hh.
  unfold check_values in Hc. rewrite forallb_forall in Hc.
  assert (Hr : record_ok vals h = true) by (apply Hc; apply in_seq; lia).
  unfold record_ok in Hr. apply Nat.eqb_eq in Hr. rewrite Hr.
  assert (Hx : forall i ps, is_option d h i ps -> xorG G ps = xorG (vat vals) ps).
  { intros i ps Ho. apply xorG_ext. intros a Ha.
    pose proof (option_parts_lt d h i ps a Ho Ha). apply IH; lia. }
  destruct (mexl_spec (map (fun ip => xorG (vat vals) (snd ip)) (fast_moves h))) as [H1 H2].
  apply (HeapGame.mex d G h _ HG).
  - intros k Hk. apply H1 in Hk. apply in_map_iff in Hk. destruct Hk as [[i ps] [Hv Hin]].
    apply fast_moves_spec in Hin. exists i, ps. split; auto. simpl in Hv. rewrite Hx with (i := i); auto.
  - intros [i [ps [Ho Hv]]]. apply H2. apply in_map_iff. exists (i, ps). split.
    + simpl. rewrite <- (Hx i ps Ho). exact Hv.
    + apply fast_moves_spec. exact Ho.
Qed.

Definition window_end (n0 p : nat) : nat := j_of ds * Nat.max n0 1 + (j_of ds - 1) * p + t_of ds.

Definition check_period (vals : list nat) (n0 p : nat) : bool :=
  (1 <=? p) && (window_end n0 p + p <=? length vals) &&
  forallb (fun n => vat vals (n + p) =? vat vals n) (seq n0 (window_end n0 p - n0)).

Theorem check_period_sound : forall vals n0 p,
  check_values vals = true -> check_period vals n0 p = true ->
  forall G, grundy d G -> periodic_from G n0 p.
Proof.
  intros vals n0 p Hv Hc G HG. unfold check_period in Hc.
  rewrite !andb_true_iff, forallb_forall, !Nat.leb_le in Hc. destruct Hc as [[Hp Hlen] Hw].
  intros n Hn. apply (periodicity_checker ds G n0 p HG Hp); auto.
  intros k Hk. fold (window_end n0 p) in Hk.
  rewrite !(check_values_sound vals Hv G HG) by lia.
  apply Nat.eqb_eq. apply Hw. apply in_seq. lia.
Qed.

Definition check_least_prefix (vals : list nat) (n0 p : nat) : bool :=
  (0 <? n0) && (n0 - 1 + p <? length vals) && negb (vat vals (n0 - 1 + p) =? vat vals (n0 - 1)).

Definition check_least_period (vals : list nat) (n0 p : nat) : bool :=
  (n0 + p + p <=? length vals) &&
  forallb (fun r => negb (p mod r =? 0) ||
                    existsb (fun n => negb (vat vals (n + p / r) =? vat vals n)) (seq n0 p))
          (seq 2 (p - 1)).

Theorem check_least_period_sound : forall vals n0 p,
  check_values vals = true -> check_period vals n0 p = true -> check_least_period vals n0 p = true ->
  forall G, grundy d G -> forall q, 1 <= q < p -> ~ eventual_period G q.
Proof.
  intros vals n0 p Hv Hc Hl G HG.
  pose proof (check_period_sound vals n0 p Hv Hc G HG) as Hper.
  unfold check_period in Hc. rewrite !andb_true_iff, !Nat.leb_le in Hc. destruct Hc as [[Hp _] _].
  unfold check_least_period in Hl. rewrite andb_true_iff, Nat.leb_le, forallb_forall in Hl.
  destruct Hl as [Hlen Hl].
  apply (least_period G n0 p Hp Hper).
  intros r Hr Hrp. destruct Hr as [Hr2 _].
  assert (Hrle : r <= p) by (apply Nat.divide_pos_le; [lia|exact Hrp]).
  specialize (Hl r ltac:(apply in_seq; lia)).
  rewrite orb_true_iff, negb_true_iff, Nat.eqb_neq in Hl.
  destruct Hl as [Hl|Hl]; [exfalso; apply Hl; apply Nat.mod_divide; auto; lia|].
  apply existsb_exists in Hl. destruct Hl as [n [Hn Hne]]. apply in_seq in Hn.
  rewrite negb_true_iff, Nat.eqb_neq in Hne.
  assert (p / r <= p) by (apply Nat.div_le_upper_bound; nia).
  exists n. split; [lia|].
  rewrite !(check_values_sound vals Hv G HG) by lia. exact Hne.
Qed.

Theorem check_least_prefix_sound : forall vals n0 p,
  check_values vals = true -> check_period vals n0 p = true ->
  check_least_period vals n0 p = true -> check_least_prefix vals n0 p = true ->
  forall G, grundy d G -> forall n1 q, n1 < n0 -> 1 <= q -> ~ periodic_from G n1 q.
Proof.
  intros vals n0 p Hv Hc Hl Hpre G HG.
  pose proof (check_period_sound vals n0 p Hv Hc G HG) as Hper.
  pose proof (check_least_period_sound vals n0 p Hv Hc Hl G HG) as Hleast.
  unfold check_period in Hc. rewrite !andb_true_iff, !Nat.leb_le in Hc. destruct Hc as [[Hp _] _].
  unfold check_least_prefix in Hpre. rewrite !andb_true_iff, !Nat.ltb_lt, negb_true_iff, Nat.eqb_neq in Hpre.
  destruct Hpre as [[Hn0 Hlen] Hne].
  apply (least_prefix_any_period G n0 p Hp Hper Hn0); auto.
  rewrite !(check_values_sound vals Hv G HG) by lia. exact Hne.
Qed.

(** ** Zeros *)
Definition zeros_between (vals : list nat) (lo hi : nat) : list nat :=
  filter (fun n => vat vals n =? 0) (seq lo (hi - lo)).

Lemma sorted_filter_seq : forall f lo k, Sorted lt (filter f (seq lo k)).
Proof.
  intros f lo k. apply StronglySorted_Sorted.
  revert lo. induction k as [|k IH]; intros lo; simpl; [constructor|].
  destruct (f lo); [|apply IH]. constructor; [apply IH|].
  apply Forall_forall. intros x Hx. apply filter_In in Hx. destruct Hx as [Hx _].
  apply in_seq in Hx. lia.
Qed.

Lemma zeros_sound : forall vals G lo hi, hi <= length vals ->
  (forall h, h < length vals -> G h = vat vals h) ->
  Sorted lt (zeros_between vals lo hi) /\
  (forall n, In n (zeros_between vals lo hi) <-> lo <= n < hi /\ G n = 0).
Proof.
  intros vals G lo hi Hhi HG. split; [apply sorted_filter_seq|].
  intros n. unfold zeros_between. rewrite filter_In, in_seq, Nat.eqb_eq. split.
  - intros [Hn Hz]. rewrite HG by lia. split; [lia|auto].
  - intros [Hn Hz]. rewrite HG in Hz by lia. split; [lia|auto].
Qed.

(** ** Generating function: both sides of N*E = D*EA vanish from degree
    [gf_bound] on, so checking the coefficients below it suffices. *)
Lemma conv_support : forall f g n1 n2,
  (forall k, (n1 <= k)%nat -> f k = 0%Z) -> (forall k, (n2 <= k)%nat -> g k = 0%Z) ->
  forall m, (n1 + n2 <= m)%nat -> conv f g m = 0%Z.
Proof.
  intros f g n1 n2 Hf Hg m Hm. unfold conv. apply sumZ_zero. intros k Hk.
  destruct (le_lt_dec n1 k) as [H|H]; [rewrite Hf by lia; ring|rewrite Hg by lia; ring].
Qed.

Lemma ser_support : forall l k, (length l <= k)%nat -> ser l k = 0%Z.
Proof. intros l k H. unfold ser. apply nth_overflow. exact H. Qed.

Lemma Eser_support : forall r k, (r + 2 <= k)%nat -> Eser r k = 0%Z.
Proof.
  intros r k H. unfold Eser, delta.
  destruct (Nat.eqb_spec k 0); destruct (Nat.eqb_spec k 1); destruct (Nat.eqb_spec k r);
    destruct (Nat.eqb_spec k (S r)); try lia; reflexivity.
Qed.

Lemma EA_support : forall a c r k, (c + r + 2 <= k)%nat -> EA_checker a c r k = 0%Z.
Proof.
  intros a c r k H. unfold EA_checker. destruct (Nat.leb_spec (c + r + 2) k); [|lia].
  rewrite orb_true_r. reflexivity.
Qed.

Definition gf_bound (c r : nat) (N D : list Z) : nat :=
  Nat.max (r + 2 + length N) (length D + (c + r + 2)).

Definition check_gf (a : nat -> nat) (c r : nat) (N D : list Z) : bool :=
  forallb (fun m => Z.eqb (conv (Eser r) (ser N) m) (conv (ser D) (EA_checker a c r) m))
          (seq 0 (gf_bound c r N D)).

Theorem check_gf_sound : forall a c r N D, check_gf a c r N D = true ->
  forall m, conv (Eser r) (ser N) m = conv (ser D) (EA_checker a c r) m.
Proof.
  intros a c r N D Hc m. unfold check_gf in Hc. rewrite forallb_forall in Hc.
  destruct (lt_dec m (gf_bound c r N D)) as [Hm|Hm].
  - apply Z.eqb_eq. apply Hc. apply in_seq. lia.
  - unfold gf_bound in Hm.
    rewrite (conv_support _ _ (r + 2) (length N)); [|apply Eser_support|apply ser_support|lia].
    rewrite (conv_support _ _ (length D) (c + r + 2)); [|apply ser_support|apply EA_support|lia].
    reflexivity.
Qed.

End Checker.

(** ** Increasing enumerations are unique: two strictly increasing
    sequences (indexed from 1) with the same image coincide. *)
Lemma incr_lt : forall a : nat -> nat, (forall i, 1 <= i -> a i < a (S i)) ->
  forall i j, 1 <= i -> i < j -> a i < a j.
Proof.
  intros a Ha i j Hi Hij. induction j as [|j IH]; [lia|].
  destruct (Nat.eq_dec i j) as [->|Hne]; [apply Ha; auto|].
  specialize (IH ltac:(lia)). specialize (Ha j ltac:(lia)). lia.
Qed.

Theorem enumeration_unique : forall (a b : nat -> nat) (Zs : nat -> Prop),
  (forall i, 1 <= i -> a i < a (S i)) -> (forall n, Zs n <-> exists i, 1 <= i /\ a i = n) ->
  (forall i, 1 <= i -> b i < b (S i)) -> (forall n, Zs n <-> exists i, 1 <= i /\ b i = n) ->
  forall i, 1 <= i -> a i = b i.
Proof.
  intros a b Zs Ha HaZ Hb HbZ i. induction i as [i IH] using (well_founded_induction lt_wf).
  intros Hi.
  destruct (proj1 (HbZ (a i)) (proj2 (HaZ (a i)) (ex_intro _ i (conj Hi eq_refl)))) as [j [Hj Hbj]].
  destruct (proj1 (HaZ (b i)) (proj2 (HbZ (b i)) (ex_intro _ i (conj Hi eq_refl)))) as [k [Hk Hak]].
  destruct (lt_eq_lt_dec j i) as [[Hlt| ->]|Hgt]; [|congruence|].
  - rewrite <- (IH j Hlt Hj) in Hbj. pose proof (incr_lt a Ha j i Hj Hlt). lia.
  - pose proof (incr_lt b Hb i j Hi Hgt) as H1.
    assert (Hki : k < i).
    { destruct (lt_dec k i) as [H|H]; auto. exfalso.
      destruct (Nat.eq_dec k i) as [->|Hne]; [lia|].
      pose proof (incr_lt a Ha i k Hi ltac:(lia)). lia. }
    rewrite (IH k Hki Hk) in Hak. pose proof (incr_lt b Hb k i Hk Hki). lia.
Qed.

Print Assumptions check_values_sound.
Print Assumptions check_period_sound.
Print Assumptions check_least_period_sound.
Print Assumptions check_least_prefix_sound.
Print Assumptions zeros_sound.
Print Assumptions check_gf_sound.
Print Assumptions enumeration_unique.
