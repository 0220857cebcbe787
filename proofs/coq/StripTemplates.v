(** * StripTemplates: the template language of a [game strip K] family
      system as data, what "the template holds for all n" means as a
      statement of integer arithmetic ([tmpl_ok]), and theorem
      [tmpl_sound]: a template that satisfies [tmpl_ok] gives, at every
      (n, v) it covers, the option value G(F_f(n) - N[v]) as the xor of its
      pieces' values (proofs/coupled-families.md §1, §3).

    This is [strip-reduction] (coupled-families.md §3) without z3: for a
    concrete system, [tmpl_ok] of each template is a closed formula of
    linear integer arithmetic (cells, remainders, ends and maps are affine
    in n, v, u), which [lia] proves for all n (StripReductions.v).

    Model (as in certs/FORMAT.md, "Strip systems"):
    - [aff]: cn*n + cv*v + cu*u + cc ([eva]); sizes, ends and bounds use
      u = 0, maps u |-> cu*u + (cn*n + cv*v + cc) with cu = +-1;
    - [family]: the patterns L, R of a family; [cellP F s w] is "w is a cell
      of F(s)" as a formula: 1 <= w <= s, or w = -i with L[i] = 1, or
      w = s + 1 + i with R[i] = 1 ([cellP_member]: the cells of [member]);
    - [tmpl]: family index, n-range [nlo, nhi] (nhi = None: unbounded),
      v-range [vlo(n), vhi(n)], pieces (family index, size, upper end
      (None for the last piece), map).

    [tmpl_ok S t]: for every n >= 0 and v in the template's ranges, v is a
    cell of F_f(n) and (T0)-(T4) hold: sizes >= 0, ends non-decreasing,
    every remainder cell in piece j's interval is mapped to a cell of
    F_{g_j}(s_j) (T1), every cell of F_{g_j}(s_j) is the image of a
    remainder cell of the interval (T2; the inverse of u |-> cu*u + c is
    w |-> cu*(w - c)), no remainder edge crosses an end (T4, in the window
    form of [cut_window]); with no pieces, the remainder is empty.  (T3)
    holds for every map with cu = +-1 ([strip_isometry_iso]). *)

From Coq Require Import ZArith Lia Bool List.
From Nimcert Require Import Kayles StripMex StripDecomposition StripChecks.
Import ListNotations.
Open Scope Z_scope.

Record aff := Aff { cn : Z; cv : Z; cu : Z; cc : Z }.
Definition eva (e : aff) (n v u : Z) : Z := cn e * n + cv e * v + cu e * u + cc e.

Record family := Family { fL : list bool; fR : list bool }.
Record tpiece := TPiece { pfam : nat; psize : aff; pend : option aff; pmap : aff }.
Record tmpl := Tmpl { tfam : nat; tnlo : Z; tnhi : option Z; tvlo : aff; tvhi : aff;
                      tpieces : list tpiece }.
Record system := System { sK : Z; sfams : list family; stmpls : list tmpl }.

Definition famof (S : system) (g : nat) : family := nth g (sfams S) (Family [] []).

(** ** Cells and adjacency as formulas *)

(** i0 + i for every i with P[i] = 1: the cells -i of the left pattern L are the w with
    -w in [positions 0 L], those s + 1 + i of the right pattern R the w with w - s in
    [positions 1 R]. *)
Fixpoint positions (i0 : Z) (P : list bool) : list Z :=
  match P with
  | [] => []
  | b :: P' => if b then i0 :: positions (i0 + 1) P' else positions (i0 + 1) P'
  end.

Definition cellP (F : family) (s w : Z) : Prop :=
  (1 <= w /\ w <= s) \/ In (- w) (positions 0 (fL F)) \/ In (w - s) (positions 1 (fR F)).

Definition adjP (K a b : Z) : Prop := a - b = 1 \/ b - a = 1 \/ a - b = K \/ b - a = K.

(** u is left in F(n) after picking v. *)
Definition remP (K : Z) (F : family) (n v u : Z) : Prop :=
  cellP F n u /\ u <> v /\ ~ adjP K v u.

Definition above (lo : option Z) (u : Z) : Prop :=
  match lo with None => True | Some l => l < u end.
Definition below (hi : option Z) (u : Z) : Prop :=
  match hi with None => True | Some h => u <= h end.

(** ** What a template claims at (n, v) *)

Section Claims.
Variables (S : system) (F : family) (n v : Z).
Let K := sK S.

Definition piece_ok (lo hi : option Z) (p : tpiece) : Prop :=
  let G := famof S (pfam p) in
  let s := eva (psize p) n v 0 in
  let c := eva (pmap p) n v 0 in
  (cu (pmap p) = 1 \/ cu (pmap p) = -1) /\ 0 <= s /\
  (forall u, remP K F n v u -> above lo u -> below hi u -> cellP G s (cu (pmap p) * u + c)) /\
  (forall w, cellP G s w ->
     remP K F n v (cu (pmap p) * (w - c)) /\ above lo (cu (pmap p) * (w - c)) /\
     below hi (cu (pmap p) * (w - c))).

(** (T4) at the end h, as the window test of [cut_window]. *)
Definition cut_ok (h : Z) : Prop :=
  forall u, h - K < u <= h ->
    (remP K F n v u -> remP K F n v (u + 1) -> h < u + 1 -> False) /\
    (remP K F n v u -> remP K F n v (u + K) -> h < u + K -> False).

Fixpoint pieces_ok (lo : option Z) (ps : list tpiece) : Prop :=
  match ps with
  | [] => True
  | p :: ps' =>
      match ps' with
      | [] => pend p = None /\ piece_ok lo None p
      | _ :: _ =>
          match pend p with
          | None => False
          | Some e =>
              above lo (eva e n v 0 + 1) /\ piece_ok lo (Some (eva e n v 0)) p /\
              cut_ok (eva e n v 0) /\ pieces_ok (Some (eva e n v 0)) ps'
          end
      end
  end.

End Claims.

Definition in_dom (t : tmpl) (n v : Z) : Prop :=
  tnlo t <= n /\ match tnhi t with None => True | Some h => n <= h end /\
  eva (tvlo t) n 0 0 <= v /\ v <= eva (tvhi t) n 0 0.

(** The template holds at every (n, v) it covers: a formula of linear
    integer arithmetic once the template is a concrete term. *)
Definition tmpl_ok (S : system) (t : tmpl) : Prop :=
  forall n v, 0 <= n -> in_dom t n v ->
    cellP (famof S (tfam t)) n v /\
    match tpieces t with
    | [] => forall u, ~ remP (sK S) (famof S (tfam t)) n v u
    | ps => pieces_ok S (famof S (tfam t)) n v None ps
    end.

(** The tactic that proves [tmpl_ok] of a concrete template. *)
Ltac tmpl_lia :=
  let n := fresh "n" in let v := fresh "v" in
  intros n v ? ?;
  unfold in_dom, pieces_ok, piece_ok, cut_ok, remP, cellP, adjP, eva, above, below, famof in *;
  cbn -[Z.add Z.sub Z.mul Z.opp] in *;
  repeat match goal with
         | |- _ /\ _ => split
         | |- forall _, _ => intro
         | |- ~ _ => intro
         | |- None = None => reflexivity
         end;
  lia.

(** Every template of a concrete system: [Forall (tmpl_ok S) (stmpls S)]. *)
Ltac all_templates_lia :=
  match goal with
  | |- Forall _ (stmpls ?S) => let l := eval vm_compute in (stmpls S) in change (stmpls S) with l
  end;
  repeat (apply Forall_cons; [unfold tmpl_ok; tmpl_lia|]); apply Forall_nil.

(** ** Soundness: from [tmpl_ok] to the option value *)

(** The value of a member, F_g(s). *)
Definition X (S : system) (g : nat) (s : Z) : nat :=
  value Z.eq_dec (strip_adj (sK S)) (member (fL (famof S g)) (fR (famof S g)) s).

(** ** Auxiliary lemmas for [cellP_member] and [tmpl_sound] *)

Lemma positions_spec : forall P i0 x, In x (positions i0 P) <->
  exists j, (j < length P)%nat /\ nth j P false = true /\ x = i0 + Z.of_nat j.
Proof.
  induction P as [|b P IH]; intros i0 x; cbn [positions length].
  - split; [intros []|]. intros [j [Hj _]]. lia.
  - split.
    + intros H. destruct b.
      * destruct H as [<-|H].
        -- exists 0%nat. split; [lia|split; [reflexivity|lia]].
        -- apply IH in H. destruct H as [j [Hj [Hb ->]]]. exists (S j).
           split; [lia|split; [exact Hb|lia]].
      * apply IH in H. destruct H as [j [Hj [Hb ->]]]. exists (S j).
        split; [lia|split; [exact Hb|lia]].
    + intros [j [Hj [Hb ->]]]. destruct j as [|j].
      * cbn [nth] in Hb. subst b. left. lia.
      * cbn [nth] in Hb.
        assert (H : In (i0 + Z.of_nat (S j)) (positions (i0 + 1) P)).
        { apply IH. exists j. split; [lia|split; [exact Hb|lia]]. }
        destruct b; [right|]; exact H.
Qed.

Lemma in_member_right_end : forall L R n w, 0 <= n -> n < w -> Z.of_nat (length R) < w - n ->
  in_member L R n w = false.
Proof.
  intros L R n w Hn Hw Hr. unfold in_member.
  destruct (Z.leb_spec w n); [lia|]. rewrite andb_false_r.
  destruct (Z.leb_spec w 0); [lia|]. destruct (Z.ltb_spec n w); [|lia].
  destruct (Z.leb_spec (w - n) (Z.of_nat (length R))); [lia|]. reflexivity.
Qed.

Lemma cellP_in_member : forall F s w, 0 <= s ->
  (cellP F s w <-> in_member (fL F) (fR F) s w = true).
Proof.
  intros F s w Hs. unfold cellP. rewrite !positions_spec.
  destruct (Z_le_gt_dec 1 w) as [H1|H1]; [destruct (Z_le_gt_dec w s) as [H2|H2]|].
  - rewrite in_member_mid by lia. split; [reflexivity|]. intros _. left. lia.
  - destruct (Z_le_gt_dec (w - s) (Z.of_nat (length (fR F)))) as [H3|H3].
    + rewrite in_member_right by lia. split.
      * intros [H|[[j [Hj [Hb E]]]|[j [Hj [Hb E]]]]]; [lia|lia|].
        replace (Z.to_nat (w - s - 1)) with j by lia. exact Hb.
      * intros Hb. right; right. exists (Z.to_nat (w - s - 1)). split; [lia|split; [exact Hb|lia]].
    + rewrite in_member_right_end by lia. split; [|discriminate].
      intros [H|[[j [Hj [Hb E]]]|[j [Hj [Hb E]]]]]; lia.
  - destruct (Z_le_gt_dec (1 - w) (Z.of_nat (length (fL F)))) as [H3|H3].
    + rewrite in_member_left by lia. split.
      * intros [H|[[j [Hj [Hb E]]]|[j [Hj [Hb E]]]]]; [lia| |lia].
        replace (Z.to_nat (- w)) with j by lia. exact Hb.
      * intros Hb. right; left. exists (Z.to_nat (- w)). split; [lia|split; [exact Hb|lia]].
    + rewrite in_member_left_end by lia. split; [|discriminate].
      intros [H|[[j [Hj [Hb E]]]|[j [Hj [Hb E]]]]]; lia.
Qed.

Lemma in_member_bounds : forall L R s w, 0 <= s -> in_member L R s w = true ->
  - Z.of_nat (length L) < w <= s + Z.of_nat (length R).
Proof.
  intros L R s w Hs. unfold in_member.
  destruct (Z.leb_spec 1 w); destruct (Z.leb_spec w s); destruct (Z.leb_spec w 0);
  destruct (Z.leb_spec (1 - w) (Z.of_nat (length L))); destruct (Z.ltb_spec s w);
  destruct (Z.leb_spec (w - s) (Z.of_nat (length R))); cbn [andb]; intros Hm;
  try discriminate; lia.
Qed.

Lemma member_in : forall L R s w, 0 <= s -> (In w (member L R s) <-> in_member L R s w = true).
Proof.
  intros L R s w Hs. unfold member. rewrite filter_In, in_map_iff. split.
  - intros [_ H]. exact H.
  - intros H. split; [|exact H]. pose proof (in_member_bounds L R s w Hs H) as B.
    exists (Z.to_nat (w + Z.of_nat (length L))). split; [lia|]. apply in_seq. lia.
Qed.

Definition abv (lo : option Z) (u : Z) : bool :=
  match lo with None => true | Some l => l <? u end.
Definition blw (hi : option Z) (u : Z) : bool :=
  match hi with None => true | Some h => u <=? h end.

Lemma abv_spec : forall lo u, abv lo u = true <-> above lo u.
Proof. intros [l|] u; cbn; [rewrite Z.ltb_lt|]; tauto. Qed.

Lemma blw_spec : forall hi u, blw hi u = true <-> below hi u.
Proof. intros [h|] u; cbn; [rewrite Z.leb_le|]; tauto. Qed.

Lemma closed_strip_false : forall K v u, 1 <= K ->
  (closed Z.eq_dec (strip_adj K) v u = false <-> u <> v /\ ~ adjP K v u).
Proof.
  intros K v u HK. unfold closed, strip_adj, adjP. destruct (Z.eq_dec v u) as [E|E].
  - split; [discriminate|]. intros [H _]. congruence.
  - rewrite orb_false_iff, !Z.eqb_neq. split.
    + intros [H1 H2]. split; [congruence|lia].
    + intros [H1 H2]. split; lia.
Qed.

Lemma cellP_member : forall F s w, 0 <= s -> (In w (member (fL F) (fR F) s) <-> cellP F s w).
Proof.
  intros F s w Hs. rewrite member_in by exact Hs. rewrite cellP_in_member by exact Hs. reflexivity.
Qed.

Section Build.
Variables (S : system) (F : family) (n v : Z).
Hypothesis HK : 1 <= sK S.
Hypothesis Hn : 0 <= n.

Definition rem : list Z := del Z.eq_dec (strip_adj (sK S)) v (member (fL F) (fR F) n).

Lemma rem_spec : forall u, In u rem <-> remP (sK S) F n v u.
Proof.
  intros u. unfold rem, remP. rewrite (in_del Z Z.eq_dec), cellP_member by exact Hn.
  rewrite closed_strip_false by exact HK. reflexivity.
Qed.

Definition hiof (p : tpiece) : option Z :=
  match pend p with None => None | Some e => Some (eva e n v 0) end.

Definition spiece_of (lo : option Z) (p : tpiece) : spiece :=
  Build_spiece (filter (fun u => abv lo u && blw (hiof p) u) rem) (cu (pmap p)) (eva (pmap p) n v 0)
    (fL (famof S (pfam p))) (fR (famof S (pfam p))) (eva (psize p) n v 0).

Fixpoint spieces (lo : option Z) (ps : list tpiece) : list spiece :=
  match ps with
  | [] => []
  | p :: ps' => spiece_of lo p :: spieces (hiof p) ps'
  end.

Fixpoint ends (ps : list tpiece) : list Z :=
  match ps with
  | [] => []
  | p :: ps' =>
      match ps' with
      | [] => []
      | _ :: _ => match pend p with Some e => eva e n v 0 | None => 0 end :: ends ps'
      end
  end.

Lemma spieces_cons : forall lo p ps, spieces lo (p :: ps) = spiece_of lo p :: spieces (hiof p) ps.
Proof. reflexivity. Qed.

Lemma ends_cons2 : forall p q ps,
  ends (p :: q :: ps) = match pend p with Some e => eva e n v 0 | None => 0 end :: ends (q :: ps).
Proof. reflexivity. Qed.

Lemma spiece_of_cells : forall lo p u, In u (scells (spiece_of lo p)) <->
  In u rem /\ above lo u /\ below (hiof p) u.
Proof.
  intros lo p u. unfold spiece_of. cbn [scells]. rewrite filter_In, andb_true_iff, abv_spec, blw_spec.
  reflexivity.
Qed.

Lemma cover_out : forall ps lo u, In u (concat (map scells (spieces lo ps))) -> In u rem.
Proof.
  induction ps as [|p ps IH]; intros lo u H; [destruct H|].
  rewrite spieces_cons in H. cbn [map concat] in H. apply in_app_or in H. destruct H as [H|H].
  - apply spiece_of_cells in H. apply H.
  - exact (IH _ _ H).
Qed.

Lemma cover_in : forall ps lo, ps <> [] -> pieces_ok S F n v lo ps ->
  forall u, In u rem -> above lo u -> In u (concat (map scells (spieces lo ps))).
Proof.
  induction ps as [|p ps IH]; intros lo Hne Hok u Hu Ha; [congruence|].
  rewrite spieces_cons. cbn [map concat]. apply in_or_app.
  destruct ps as [|q ps'].
  - destruct Hok as [He _]. left. apply spiece_of_cells. unfold hiof. rewrite He. cbn. auto.
  - cbn [pieces_ok] in Hok. destruct (pend p) as [e|] eqn:He; [|contradiction].
    destruct Hok as [Hab [Hp [Hc Hr]]].
    destruct (Z_le_gt_dec u (eva e n v 0)).
    + left. apply spiece_of_cells. unfold hiof. rewrite He. cbn. auto.
    + right. replace (hiof p) with (Some (eva e n v 0)) by (unfold hiof; rewrite He; reflexivity).
      apply IH; [discriminate|exact Hr|exact Hu|cbn; lia].
Qed.

Lemma cuts_ok : forall ps lo, ps <> [] -> pieces_ok S F n v lo ps ->
  cuts (sK S) rem lo (map scells (spieces lo ps)) (ends ps).
Proof.
  induction ps as [|p ps IH]; intros lo Hne Hok; [congruence|].
  destruct ps as [|q ps'].
  - cbn [spieces map ends cuts]. split; [reflexivity|]. intros u Hu.
    apply spiece_of_cells in Hu. destruct Hu as [_ [Hu _]]. exact Hu.
  - cbn [pieces_ok] in Hok. destruct (pend p) as [e|] eqn:He; [|contradiction].
    destruct Hok as [Hab [Hp [Hc Hr]]].
    rewrite spieces_cons, ends_cons2, He. cbn [map cuts].
    assert (Hh : hiof p = Some (eva e n v 0)) by (unfold hiof; rewrite He; reflexivity).
    split; [|split; [exact Hab|split]].
    + intros u Hu. apply spiece_of_cells in Hu. rewrite Hh in Hu. destruct Hu as [_ [H1 H2]].
      split; [exact H1|exact H2].
    + apply (cut_window (sK S) rem (eva e n v 0) HK).
      intros u w Hwin Hw Hlt Hu Hw'. apply rem_spec in Hu. apply rem_spec in Hw'.
      destruct (Hc u Hwin) as [C1 C2].
      destruct Hw as [->| ->]; [exact (C1 Hu Hw' Hlt)|exact (C2 Hu Hw' Hlt)].
    + rewrite Hh. apply IH; [discriminate|exact Hr].
Qed.

Lemma piece_img : forall lo p, piece_ok S F n v lo (hiof p) p ->
  (sign (spiece_of lo p) = 1 \/ sign (spiece_of lo p) = -1) /\
  forall z, In z (member (gL (spiece_of lo p)) (gR (spiece_of lo p)) (size (spiece_of lo p))) <->
            In z (map (fun u => sign (spiece_of lo p) * u + shift (spiece_of lo p)) (scells (spiece_of lo p))).
Proof.
  intros lo p Hok. destruct Hok as [Hs [Hsz [T1 T2]]].
  split; [exact Hs|]. intros z.
  change (gL (spiece_of lo p)) with (fL (famof S (pfam p))).
  change (gR (spiece_of lo p)) with (fR (famof S (pfam p))).
  change (size (spiece_of lo p)) with (eva (psize p) n v 0).
  change (sign (spiece_of lo p)) with (cu (pmap p)).
  change (shift (spiece_of lo p)) with (eva (pmap p) n v 0).
  rewrite cellP_member by exact Hsz. rewrite in_map_iff. split.
  - intros Hz. destruct (T2 z Hz) as [Hr [Ha Hb]].
    exists (cu (pmap p) * (z - eva (pmap p) n v 0)). split.
    + destruct Hs as [E|E]; rewrite E; lia.
    + apply spiece_of_cells. split; [apply rem_spec; exact Hr|split; assumption].
  - intros [u [<- Hu]]. apply spiece_of_cells in Hu. destruct Hu as [Hu [Ha Hb]].
    apply T1; [apply rem_spec; exact Hu|exact Ha|exact Hb].
Qed.

Lemma pieces_img : forall ps lo, pieces_ok S F n v lo ps -> forall sp, In sp (spieces lo ps) ->
  (sign sp = 1 \/ sign sp = -1) /\
  forall z, In z (member (gL sp) (gR sp) (size sp)) <-> In z (map (fun u => sign sp * u + shift sp) (scells sp)).
Proof.
  induction ps as [|p ps IH]; intros lo Hok sp Hsp; [destruct Hsp|].
  rewrite spieces_cons in Hsp. destruct ps as [|q ps'].
  - destruct Hok as [He Hp]. destruct Hsp as [<-|[]]. apply piece_img.
    unfold hiof. rewrite He. exact Hp.
  - cbn [pieces_ok] in Hok. destruct (pend p) as [e|] eqn:He; [|contradiction].
    destruct Hok as [Hab [Hp [Hc Hr]]].
    assert (Hh : hiof p = Some (eva e n v 0)) by (unfold hiof; rewrite He; reflexivity).
    destruct Hsp as [<-|Hsp].
    + apply piece_img. rewrite Hh. exact Hp.
    + rewrite Hh in Hsp. exact (IH _ Hr sp Hsp).
Qed.

Lemma sizes_ok : forall ps lo, pieces_ok S F n v lo ps -> forall p, In p ps -> 0 <= eva (psize p) n v 0.
Proof.
  induction ps as [|p ps IH]; intros lo Hok p' Hp'; [destruct Hp'|].
  destruct ps as [|q ps'].
  - destruct Hok as [_ [_ [Hsz _]]]. destruct Hp' as [<-|[]]. exact Hsz.
  - cbn [pieces_ok] in Hok. destruct (pend p) as [e|] eqn:He; [|contradiction].
    destruct Hok as [Hab [[_ [Hsz _]] [Hc Hr]]].
    destruct Hp' as [<-|Hp']; [exact Hsz|exact (IH _ Hr p' Hp')].
Qed.

Lemma spieces_values : forall ps lo,
  map (fun sp => value Z.eq_dec (strip_adj (sK S)) (member (gL sp) (gR sp) (size sp))) (spieces lo ps) =
  map (fun p => X S (pfam p) (eva (psize p) n v 0)) ps.
Proof.
  induction ps as [|p ps IH]; intros lo; [reflexivity|].
  rewrite spieces_cons. cbn [map]. rewrite IH. reflexivity.
Qed.

Lemma spieces_holds : forall ps, ps <> [] -> pieces_ok S F n v None ps ->
  holds (sK S) (fL F) (fR F) n v (spieces None ps).
Proof.
  intros ps Hne Hok. split; [|split].
  - intros u. split.
    + intros Hu. apply (cover_in ps None Hne Hok u Hu). exact I.
    + apply cover_out.
  - apply (cuts_pairwise (sK S) rem _ (ends ps) None (cuts_ok ps None Hne Hok)).
    intros C HC u Hu. apply (cover_out ps None u). apply in_concat. exists C. auto.
  - apply (pieces_img ps None Hok).
Qed.

End Build.

Theorem tmpl_sound : forall S t, tmpl_ok S t -> 1 <= sK S ->
  forall n v, 0 <= n -> in_dom t n v ->
    In v (member (fL (famof S (tfam t))) (fR (famof S (tfam t))) n) /\
    (forall p, In p (tpieces t) -> 0 <= eva (psize p) n v 0) /\
    value Z.eq_dec (strip_adj (sK S))
      (del Z.eq_dec (strip_adj (sK S)) v (member (fL (famof S (tfam t))) (fR (famof S (tfam t))) n)) =
    xor_list (map (fun p => X S (pfam p) (eva (psize p) n v 0)) (tpieces t)).
Proof.
  intros S t Hok HK n v Hn Hd. destruct (Hok n v Hn Hd) as [Hv Hps].
  remember (famof S (tfam t)) as F eqn:EF.
  split; [apply cellP_member; assumption|].
  destruct (tpieces t) as [|p ps] eqn:Et.
  - split; [intros p []|].
    rewrite (strip_decomposition (sK S) (fL F) (fR F) n v []); [reflexivity|].
    split; [|split; [constructor|intros sp []]].
    intros u. split; [|intros []]. intros Hu.
    apply (rem_spec S F n v HK Hn) in Hu. exact (Hps u Hu).
  - split; [exact (sizes_ok S F n v (p :: ps) None Hps)|].
    rewrite (strip_decomposition (sK S) (fL F) (fR F) n v (spieces S F n v None (p :: ps))).
    + f_equal. apply spieces_values.
    + apply spieces_holds; [exact HK|exact Hn|discriminate|exact Hps].
Qed.

Print Assumptions cellP_member.
Print Assumptions tmpl_sound.
