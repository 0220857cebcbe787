(** * KaylesFast: a Node-Kayles claims checker on Coq's primitive 63-bit
      integers and persistent arrays -- an UNPROVED PROTOTYPE (issue 24).

    Nothing in this file is proved: it is the representation a fast
    verified checker would use, written in Gallina and extracted to OCaml
    (build-fast.sh), to measure what it buys before the soundness proof is
    written (README.md, "A fast representation").  It is not in
    proofs/coq and no result rests on it; [check_cert] of KaylesChecker.v
    (proved sound) stays the verified checker.

    Positions are sets of cells of the R x C board (the base graph's frame:
    cell (r, c) is bit r * C + c; for P(N, K), the 2 x N board, bit i is
    vertex i), as bit sets of five 63-bit words (R * C <= 256 cells).  The
    closed neighbourhood of every cell is precomputed from the family's rule
    (an array of bit sets), so deleting a move is two word operations per
    word and a flood fill costs one [lor] per cell.  A class's key is its
    normal form as certs/FORMAT.md defines it (the least image by H, then W,
    then the bitmap from cell 0 on), computed from the cells, so a record is
    also required to be in normal form, as nimcheck requires.  The table is
    a persistent array of 2^22 buckets indexed by a hash of the key; a
    look-up compares the key itself. *)

From Coq Require Import Bool List Uint63 PArray.
Import ListNotations.
Open Scope uint63_scope.

(** ** Bit sets of at most 315 cells *)

Record bs := BS { w0 : int; w1 : int; w2 : int; w3 : int; w4 : int }.

Definition bempty : bs := BS 0 0 0 0 0.
Definition bor (a b : bs) : bs :=
  BS (w0 a lor w0 b) (w1 a lor w1 b) (w2 a lor w2 b) (w3 a lor w3 b) (w4 a lor w4 b).
Definition band (a b : bs) : bs :=
  BS (w0 a land w0 b) (w1 a land w1 b) (w2 a land w2 b) (w3 a land w3 b) (w4 a land w4 b).
Definition mask63 : int := 9223372036854775807.  (* 2^63 - 1: every bit *)
Definition bdiff (a b : bs) : bs :=
  BS (w0 a land (w0 b lxor mask63)) (w1 a land (w1 b lxor mask63)) (w2 a land (w2 b lxor mask63))
     (w3 a land (w3 b lxor mask63)) (w4 a land (w4 b lxor mask63)).
Definition bis_empty (a : bs) : bool :=
  (w0 a =? 0) && (w1 a =? 0) && (w2 a =? 0) && (w3 a =? 0) && (w4 a =? 0).
Definition beq (a b : bs) : bool :=
  (w0 a =? w0 b) && (w1 a =? w1 b) && (w2 a =? w2 b) && (w3 a =? w3 b) && (w4 a =? w4 b).

Definition word (a : bs) (k : int) : int :=
  if k =? 0 then w0 a else if k =? 1 then w1 a else if k =? 2 then w2 a else if k =? 3 then w3 a else w4 a.
Definition bmem (a : bs) (i : int) : bool := ((word a (i / 63) >> (i mod 63)) land 1) =? 1.
Definition bsingle (i : int) : bs :=
  let k := i / 63 in let b := 1 << (i mod 63) in
  if k =? 0 then BS b 0 0 0 0 else if k =? 1 then BS 0 b 0 0 0 else if k =? 2 then BS 0 0 b 0 0
  else if k =? 3 then BS 0 0 0 b 0 else BS 0 0 0 0 b.
Definition badd (a : bs) (i : int) : bs := bor a (bsingle i).

(** The members of one word, base + bit, least first (prepended to acc in reverse). *)
Fixpoint word_elems (fuel : nat) (base w : int) (acc : list int) : list int :=
  match fuel with
  | O => acc
  | S f => if w =? 0 then acc else word_elems f base (w land (w - 1)) ((base + tail0 w) :: acc)
  end.

(** The members, in increasing order. *)
Definition elems (a : bs) : list int :=
  rev (word_elems 64 252 (w4 a) (word_elems 64 189 (w3 a) (word_elems 64 126 (w2 a)
       (word_elems 64 63 (w1 a) (word_elems 64 0 (w0 a) []))))).


(** The lowest member (the set must not be empty). *)
Definition blowest (a : bs) : int :=
  if negb (w0 a =? 0) then tail0 (w0 a) else if negb (w1 a =? 0) then 63 + tail0 (w1 a)
  else if negb (w2 a =? 0) then 126 + tail0 (w2 a) else if negb (w3 a =? 0) then 189 + tail0 (w3 a)
  else 252 + tail0 (w4 a).

(** ** The graph *)

Definition absdiff (a b : int) : int := if a <? b then b - a else a - b.

Inductive family := Queens | Grid | Petersen (N K : int).

(** Adjacency of two distinct cells of the R x C board. *)
Definition adj (fam : family) (C : int) (i j : int) : bool :=
  let r1 := i / C in let c1 := i mod C in let r2 := j / C in let c2 := j mod C in
  match fam with
  | Queens => let dr := absdiff r1 r2 in let dc := absdiff c1 c2 in (dr =? 0) || (dc =? 0) || (dr =? dc)
  | Grid => absdiff r1 r2 + absdiff c1 c2 =? 1
  | Petersen N K =>
      let d := (c2 + N - c1) mod N in
      ((r1 =? 0) && (r2 =? 0) && ((d =? 1) || (d =? N - 1))) ||
      ((c1 =? c2) && negb (r1 =? r2)) ||
      ((r1 =? 1) && (r2 =? 1) && ((d =? K mod N) || (d =? (N - K) mod N)))
  end.

Fixpoint iota (fuel : nat) (i n : int) : list int :=
  match fuel with O => [] | S f => if i <? n then i :: iota f (i + 1) n else [] end.

Definition cells_upto (n : int) : list int := iota 300 0 n.

(** Closed neighbourhoods: nb.[i] = {i} and the cells adjacent to i. *)
Definition neighbourhoods (fam : family) (R C : int) : array bs :=
  let n := R * C in
  fold_left (fun t i =>
    t.[i <- fold_left (fun s j => if (i =? j) || adj fam C i j then badd s j else s) (cells_upto n) bempty])
    (cells_upto n) (PArray.make (if n =? 0 then 1 else n) bempty).

Section Checker.

Variable fam : family.
Variables R C : int.
Variable nb : array bs.
Variable small : int.  (* at most 16: the reader's bound *)

(** Cell x's option: x and its neighbours deleted. *)
Definition del (x : int) (Y : bs) : bs := bdiff Y nb.[x].

(** The union of the members' closed neighbourhoods, word by word (no list, no closure). *)
Fixpoint nbs_word (fuel : nat) (base w : int) (acc : bs) : bs :=
  match fuel with
  | O => acc
  | S f => if w =? 0 then acc else nbs_word f base (w land (w - 1)) (bor acc nb.[base + tail0 w])
  end.
Definition nbs (Y : bs) : bs :=
  nbs_word 64 252 (w4 Y) (nbs_word 64 189 (w3 Y) (nbs_word 64 126 (w2 Y)
    (nbs_word 64 63 (w1 Y) (nbs_word 64 0 (w0 Y) bempty)))).

Definition len_int {A} (l : list A) : int := fold_left (fun n _ => n + 1) l 0.

(** The component of y in S (flood fill). *)
Fixpoint grow (fuel : nat) (Y comp front : bs) : bs :=
  match fuel with
  | O => comp
  | S f => if bis_empty front then comp else
           let new := bdiff (band (nbs front) Y) comp in grow f Y (bor comp new) new
  end.

Fixpoint components (fuel : nat) (Y : bs) : list bs :=
  match fuel with
  | O => [Y]
  | S f => if bis_empty Y then [] else
           let y := bsingle (blowest Y) in
           let c := grow 300 Y y y in c :: components f (bdiff Y c)
  end.

(** ** Normal form (certs/FORMAT.md, "Shapes"): the least image, by H, W, bitmap *)

Definition key : Type := (int * int * bs)%type.

(** Bitmaps from cell 0 on: at the first cell where they differ, the one containing it is greater. *)
Definition word_cmp (a b : int) : comparison :=
  if a =? b then Eq else let d := a lxor b in let low := d land (0 - d) in
                         if (a land low) =? 0 then Lt else Gt.
Definition bs_cmp (a b : bs) : comparison :=
  match word_cmp (w0 a) (w0 b) with
  | Eq => match word_cmp (w1 a) (w1 b) with
          | Eq => match word_cmp (w2 a) (w2 b) with
                  | Eq => match word_cmp (w3 a) (w3 b) with Eq => word_cmp (w4 a) (w4 b) | c => c end
                  | c => c end
          | c => c end
  | c => c end.
Definition key_cmp (a b : key) : comparison :=
  let '(h1, v1, s1) := a in let '(h2, v2, s2) := b in
  if h1 <? h2 then Lt else if h2 <? h1 then Gt else
  if v1 <? v2 then Lt else if v2 <? v1 then Gt else bs_cmp s1 s2.
Definition key_eqb (a b : key) : bool :=
  let '(h1, v1, s1) := a in let '(h2, v2, s2) := b in (h1 =? h2) && (v1 =? v2) && beq s1 s2.

Definition imin (l : list int) : int := fold_left (fun m x => if x <? m then x else m) l 1024.
Definition imax (l : list int) : int := fold_left (fun m x => if m <? x then x else m) l 0.

(** Image s of a set of board cells (bit 0 of s reflects columns, bit 1 rows, bit 2 then
    transposes), in its own H' x W' box. *)
Definition image (rs cs : list int) (r0 c0 h w : int) (s : int) : key :=
  let tr := (s land 4) =? 4 in
  let '(H, W) := if tr then (w, h) else (h, w) in
  let fr := (s land 2) =? 2 in let fc := (s land 1) =? 1 in
  let fix go (rs cs : list int) (acc : bs) : bs :=
    match rs, cs with
    | r :: rs', c :: cs' =>
        let r := if fr then h - 1 - (r - r0) else r - r0 in
        let c := if fc then w - 1 - (c - c0) else c - c0 in
        go rs' cs' (badd acc (if tr then c * W + r else r * W + c))
    | _, _ => acc
    end in
  (H, W, go rs cs bempty).

Definition canon (Y : bs) : key :=
  match fam with
  | Petersen N _ => (1, 2 * N, Y)
  | _ =>
    let es := elems Y in
    let rs := map (fun i => i / C) es in let cs := map (fun i => i mod C) es in
    let r0 := imin rs in let c0 := imin cs in
    let h := imax rs - r0 + 1 in let w := imax cs - c0 + 1 in
    let syms := if h <? w then [0; 1; 2; 3] else if w <? h then [4; 5; 6; 7] else [0; 1; 2; 3; 4; 5; 6; 7] in
    match syms with
    | [] => (0, 0, bempty)
    | s :: ss => fold_left (fun best s => let k := image rs cs r0 c0 h w s in
                                          match key_cmp k best with Lt => k | _ => best end)
                           ss (image rs cs r0 c0 h w s)
    end
  end.

(** ** The table *)

Inductive fact := FVal (v : int) | FN (h : int).

Definition tsize : int := 4194304.
(** The high bits of every word must reach the bucket index (a shape of 144 cells fills three
    words): xor-shift, multiply, xor-shift. *)
Definition mix (x : int) : int :=
  let y := (x lxor (x >> 32)) * 7046029254386353131 in y lxor (y >> 29).
Definition hash (k : key) : int :=
  let '(h, w, s) := k in
  mix (mix (mix (mix (mix (w0 s) + w1 s) + w2 s) + w3 s) + w4 s + h * 17 + w) land (tsize - 1).

(* A notation, not a definition: ExtrOCamlPArray (Coq 8.16) prints a type abbreviation of an
   array type as "... 'a Parray.t", which OCaml rejects. *)
Notation table := (array (list (key * fact * bool))).

(** Bucket entries carry a "used" mark (certs/FORMAT.md: a record no record and no position
    looks up is REJECTED); the values memoised for small classes are born used. *)
Fixpoint find_val (k : key) (b : list (key * fact * bool)) : option int :=
  match b with
  | [] => None
  | (k', FVal v, _) :: b' => if key_eqb k k' then Some v else find_val k b'
  | _ :: b' => find_val k b'
  end.

Definition value_of (T : table) (k : key) : option int := find_val k T.[hash k].
Definition has_N (T : table) (k : key) (h : int) : bool :=
  existsb (fun '(k', fa, _) => match fa with FN h' => (h =? h') && key_eqb k k' | _ => false end) T.[hash k].
Definition insert_mark (T : table) (k : key) (fa : fact) (u : bool) : table :=
  let i := hash k in T.[i <- (k, fa, u) :: T.[i]].
Definition insert (T : table) (k : key) (fa : fact) : table := insert_mark T k fa false.

Definition same_fact (a b : fact) : bool :=
  match a, b with FVal _, FVal _ => true | FN h, FN h' => h =? h' | _, _ => false end.
(** Mark the entry (k, FVal _) or (k, FN h) used. *)
Definition mark (T : table) (k : key) (fa : fact) : table :=
  let i := hash k in
  let hit '(k', fa', u) := (negb u) && same_fact fa fa' && key_eqb k k' in
  if existsb hit T.[i] then T.[i <- map (fun '(k', fa', u) => (k', fa', u || hit (k', fa', u))) T.[i]]
  else T.

Definition use_N (T : table) (k : key) (h : int) : bool * table :=
  if has_N T k h then (true, mark T k (FN h)) else (false, T).

(** Every entry used: the buckets 0 .. tsize - 1, as 2^11 blocks of 2^11. *)
Definition all_used (T : table) : bool :=
  let blk := Nat.pow 2 11 in
  let fix inner (f : nat) (i : int) := match f with
    | O => true
    | S f' => forallb (fun '(_, _, u) => u) T.[i] && inner f' (i + 1) end in
  let fix outer (f : nat) (b : int) := match f with
    | O => true
    | S f' => inner blk (b * 2048) && outer f' (b + 1) end in
  outer blk 0.

(** ** Values *)

Fixpoint mex_from (fuel : nat) (k : int) (l : list int) : int :=
  match fuel with
  | O => k
  | S f => if existsb (fun v => v =? k) l then mex_from f (k + 1) l else k
  end.
Definition mex (l : list int) : int := mex_from (S (List.length l)) 0 l.

(** A small component's value by the definition, G(Y) = mex over x of the xor of the values of
    the components of Y - N[x], memoised in the table under the class's normal form (as nimcheck
    memoises the small classes); the table is threaded through every look-up from here on. *)
Fixpoint kvm (fuel : nat) (T : table) (Y : bs) : int * table :=
  let k := canon Y in
  match value_of T k with
  | Some v => (v, T)
  | None =>
      match fuel with
      | O => (0, T)
      | S f =>
          let '(vs, T) := fold_left (fun '(vs, T) x =>
                            let '(a, T) := fold_left (fun '(a, T) D => let '(v, T) := kvm f T D in (a lxor v, T))
                                                     (components 300 (del x Y)) (0, T) in
                            (a :: vs, T)) (elems Y) ([], T) in
          let g := mex vs in (g, insert_mark T k (FVal g) true)
      end
  end.

Fixpoint popc (fuel : nat) (w acc : int) : int :=
  match fuel with O => acc | S f => if w =? 0 then acc else popc f (w land (w - 1)) (acc + 1) end.
Definition bsize (a : bs) : int :=
  popc 64 (w0 a) (popc 64 (w1 a) (popc 64 (w2 a) (popc 64 (w3 a) (popc 64 (w4 a) 0)))).

(** A component's value: its class's, found under its normal form, or for a small class (at
    most [small] cells, never a record's class) by the definition, memoised under the normal
    forms of the sub-positions' components (shared between classes: on queens 12 memoising
    per class under the positions' own bit sets, as nimcheck does, was several times slower
    here). *)
Definition comp_value (T : table) (D : bs) : option int * table :=
  let k := canon D in
  match value_of T k with
  | Some v => (Some v, mark T k (FVal v))
  | None => if bsize D <=? small then let '(v, T) := kvm 17 T D in (Some v, T) else (None, T)
  end.

(** xor of the valued components, and the unvalued ones. *)
Definition eval (T : table) (Y : bs) : (int * list bs) * table :=
  fold_left (fun '((a, us), T) D => match comp_value T D with
                                    | (Some v, T) => ((a lxor v, us), T)
                                    | (None, T) => ((a, D :: us), T) end)
            (components 300 Y) ((0, []), T).

Definition pos_value (T : table) (Y : bs) : option int * table :=
  match eval T Y with ((a, []), T) => (Some a, T) | (_, T) => (None, T) end.

Fixpoint all_some (l : list (option int)) : option (list int) :=
  match l with
  | [] => Some []
  | Some v :: l' => match all_some l' with Some vs => Some (v :: vs) | None => None end
  | None :: _ => None
  end.

(** ** The records: a shape as its H, W and cells (box numbers, increasing) *)

Inductive record :=
  | RValue (H W : int) (xs : list int) (g : int) (w : list int)
  | RMirror (H W : int) (xs : list int) (p : list int)
  | RP (H W : int) (xs : list int) (h : int)
  | RN (H W : int) (xs : list int) (h x : int).

(** Box cell i of an H x W shape on the board: as is if the box fits, else transposed. *)
Definition place (H W : int) (i : int) : int :=
  match fam with
  | Petersen _ _ => i
  | _ => if (H <=? R) && (W <=? C) then (i / W) * C + i mod W else (i mod W) * C + i / W
  end.

Definition shape_key (H W : int) (xs : list int) : key :=
  (H, W, fold_left badd xs bempty).

Fixpoint nth_int (l : list int) (k : int) : option int :=
  match l with [] => None | x :: l' => if k =? 0 then Some x else nth_int l' (k - 1) end.

Definition check_value (T : table) (cs : list int) (X : bs) (g : int) (w : list int) : bool * table :=
  let '(vs, T) := fold_left (fun '(vs, T) x => let '(v, T) := pos_value T (del x X) in (v :: vs, T)) cs ([], T) in
  match all_some (rev vs) with
  | Some vs => ((mex vs =? g) && (len_int w =? g) &&
                forallb (fun '(k, j) => match nth_int vs j with Some v => v =? k | None => false end)
                        (combine (iota 512 0 g) w), T)
  | None => (false, T)
  end.

(** A refuted move of a P claim. When all its components have values, an N claim that the move
    reduces to (N(D, r) with D a component and r = h xor the others' values) counts as used. *)
Definition move_refuted (T : table) (Y : bs) (h : int) : bool * table :=
  match eval T Y with
  | ((a, []), T) =>
      (negb (a =? h),
       fold_left (fun T D => match comp_value T D with
                             | (Some v, T) => snd (use_N T (canon D) (h lxor a lxor v))
                             | (None, T) => T end) (components 300 Y) T)
  | ((a, [D]), T) => use_N T (canon D) (h lxor a)
  | (_, T) => (false, T)
  end.

Definition check_P (T : table) (k : key) (cs : list int) (X : bs) (h : int) : bool * table :=
  let '(ok, T) := fold_left (fun (st : bool * table) h' => let '(ok, T) := st in
                    if ok then use_N T k h' else (false, T)) (iota 512 0 h) (true, T) in
  if ok then
    fold_left (fun (st : bool * table) x => let '(ok, T) := st in
                 if ok then move_refuted T (del x X) h else (false, T)) cs (true, T)
  else (false, T).

Definition check_N (T : table) (cs : list int) (X : bs) (h x : int) : bool * table :=
  match nth_int cs x with
  | Some c => match pos_value T (del c X) with (Some a, T) => (a =? h, T) | (None, T) => (false, T) end
  | None => (false, T)
  end.

Definition adjb (x y : int) : bool := bmem nb.[x] y.

Definition check_mirror (cs : list int) (p : list int) : bool :=
  let n := len_int cs in
  let js := iota 300 0 n in
  let ca := fold_left (fun t '(j, c) => t.[j <- c]) (combine js cs) (PArray.make 256 0) in
  let pa := fold_left (fun t '(j, c) => t.[j <- c]) (combine js p) (PArray.make 256 0) in
  (len_int p =? n) &&
  forallb (fun j => let q := pa.[j] in (q <? n) && (pa.[q] =? j) && negb (q =? j) && negb (adjb ca.[j] ca.[q])) js &&
  forallb (fun j => forallb (fun l => (j =? l) || Bool.eqb (adjb ca.[pa.[j]] ca.[pa.[l]]) (adjb ca.[j] ca.[l])) js) js.

(** nimcheck's order (certs/FORMAT.md): a class with a verified value gets no other record,
    the same N(X, h) is not verified twice, a value v needs no verified N(X, v); a record's
    shape is connected and in normal form. *)
Definition fresh (T : table) (k : key) (v : int) : bool :=
  match value_of T k with Some _ => false | None => negb (has_N T k v) end.

Definition step (T : table) (r : record) : option table :=
  let go H W xs := let cs := map (place H W) xs in
                   let X := fold_left badd cs bempty in
                   let k := canon X in
                   (cs, X, k, key_eqb k (shape_key H W xs) &&
                              match components 300 X with [_] => true | _ => false end) in
  match r with
  | RValue H W xs g w => let '(cs, X, k, nf) := go H W xs in
      if nf && fresh T k g then
        match check_value T cs X g w with (true, T) => Some (insert T k (FVal g)) | _ => None end
      else None
  | RMirror H W xs p => let '(cs, X, k, nf) := go H W xs in
      if nf && fresh T k 0 && check_mirror cs p then Some (insert T k (FVal 0)) else None
  | RP H W xs h => let '(cs, X, k, nf) := go H W xs in
      if nf && fresh T k h then
        match check_P T k cs X h with (true, T) => Some (insert T k (FVal h)) | _ => None end
      else None
  | RN H W xs h x => let '(cs, X, k, nf) := go H W xs in
      if nf && fresh T k h then
        match check_N T cs X h x with (true, T) => Some (insert T k (FN h)) | _ => None end
      else None
  end.

Fixpoint run (T : table) (rs : list record) : option table :=
  match rs with
  | [] => Some T
  | r :: rs' => match step T r with Some T' => run T' rs' | None => None end
  end.

Definition empty_table : table := PArray.make tsize [].

(** The base graph's components all valued, xor v; then every record used. *)
Definition root_ok (T : table) (v : int) : bool :=
  match pos_value T (fold_left badd (cells_upto (R * C)) bempty) with
  | (Some a, T) => (a =? v) && all_used T | (None, _) => false end.

Definition check_root (rs : list record) (v : int) : bool :=
  match run empty_table rs with Some T => root_ok T v | None => false end.

End Checker.

(** The whole check: the graph's neighbourhoods, then the records and the root.  (The
    driver streams the records through [step] and ends with [root_ok] instead of building
    the list for [check_root]: the same fold.) *)
Definition check_fast (fam : family) (R C : int) (small : int) (rs : list record) (v : int) : bool :=
  (R * C <=? 256) && check_root fam R C (neighbourhoods fam R C) small rs v.

From Coq Require Import Extraction ExtrOCamlInt63 ExtrOCamlPArray.
Extraction Language OCaml.
Extraction "kaylesfast.ml" check_fast neighbourhoods step empty_table root_ok.
