(* The reader of the extracted Node-Kayles checker (proofs/extraction/build-kayles.sh, issue 24):
   it turns a certificate's lines into KaylesCertData.v's raw records exactly as proofs/gen-kayles-v
   does and feeds them to the extracted checker one at a time (streaming). Trusted: this reader,
   extraction, the OCaml compiler. What the proof needs from it (KaylesChecker.v,
   check_sharded_sound and check_proves_sound; KaylesCheckerInt.v, iqueens_sharded_sound and
   iqueens_proves_sound): the state starts as init (), each record or import is passed to step in
   file order, exactly once, and the verdict is finish (a root) or proves (a shard) on the last
   state -- i.e. fold_left step items (init ()), then finish or proves. That is the loop below
   (feed, and the end of check_file); the records are not kept. A sharded proof (certs/FORMAT.md,
   "Sharded proofs") adds one more duty, the import rule: step is given [imp], which accepts a fact
   only once a shard stating it has passed that same fold and proves on a file with the root's
   game line (check_shard); by induction on the order in which shards pass, every fact [imp]
   accepts holds (KaylesShards.v, sharded_sound), which is the hypothesis of those theorems. *)
open Kayleschecker
(* A minor heap of 1M words (8 MB) instead of OCaml's 256K: the checks allocate short-lived lists
   and pairs by the million, and fewer of them then survive into the major heap, whose marking
   was a tenth of the time (session 33, check_kayles_int, one process each: grid 3 x 31 -13 %,
   queens 13 -5 %, less memory on both). It changes nothing the checker decides; when
   OCAMLRUNPARAM is set, the collector's settings are left to it. *)
let () = if Sys.getenv_opt "OCAMLRUNPARAM" = None then Gc.set { (Gc.get ()) with Gc.minor_heap_size = 1 lsl 20 }
(* A verdict other than VERIFIED: exit code, first word, the reason. *)
exception Stop of int * string * string
let fail msg = raise (Stop (2, "MALFORMED", msg))
(* A file outside what the Coq checker implements (another game or family): not judged. *)
let unsupported msg = raise (Stop (3, "UNSUPPORTED", msg))
let reject msg = raise (Stop (1, "REJECTED", msg))
let rec nat_of_int n = if n <= 0 then O else S (nat_of_int (n - 1))
(* Decimal without sign or leading zeros, as certs/FORMAT.md writes numbers. *)
let int_of s = match int_of_string_opt s with
  | Some n when n >= 0 && string_of_int n = s -> n | _ -> fail ("number " ^ s)
let rec clist = function [] -> Nil | x :: l -> Cons (x, clist l)
(* The hexadecimal string as an N: bits most significant first, leading zeros dropped. *)
let n_of_hex s =
  let p = ref None in
  String.iter (fun ch ->
      let d = match ch with '0'..'9' -> Char.code ch - 48 | 'a'..'f' -> Char.code ch - 87 | _ -> fail ("hex " ^ s) in
      for b = 3 downto 0 do
        let bit = (d lsr b) land 1 = 1 in
        p := (match !p with None -> if bit then Some XH else None
                          | Some q -> Some (if bit then XI q else XO q))
      done) s;
  match !p with None -> N0 | Some q -> Npos q
(* The records, from a shape (H, W, its hex as an N (computed when asked: the int checker does
   not use it), its cells (row, column) in cell order):
   KaylesCertData.v's raw records, read by its [read] (build-kayles-int.sh turns these five
   lines into the int checker's records, built from the cells directly). *)
let mk_value (a, b, x, _) g w = Rec (read (ClaimValue (a, b, Lazy.force x, g, w)))
let mk_mirror (a, b, x, _) p = Rec (read (ClaimMirror (a, b, Lazy.force x, p)))
let mk_p (a, b, x, _) h = Rec (read (ClaimP (a, b, Lazy.force x, h)))
let mk_n (a, b, x, _) h c = Rec (read (ClaimN (a, b, Lazy.force x, h, c)))
let shape_cells (a, b, x, _) = record_shape (read (ClaimP (a, b, Lazy.force x, O)))
(* The proved checker's four entry points (build-kayles-int.sh turns these into the int ones). *)
let init () = check_stream_init Tt
let step (adj, canon) small zero claims imp st it = check_sharded_step adj canon small zero claims imp st it
let finish (adj, canon) small zero claims st rows cols root = check_stream_finish adj canon small zero claims st (board rows cols) root
let proves (adj, canon) small zero claims st x fa = check_stream_proves adj canon small zero claims st x fa
let coq_bool b = if b then True else False
(* A line's words (single spaces between them; empty words dropped). *)
let words l = List.filter (fun w -> w <> "") (String.split_on_char ' ' l)

(* The sharded proof's bookkeeping (as nimcheck's checker/kayles_shards.cpp): the directory of the
   root, where every shard is looked up; the digests of shards that passed, with the game line
   and claim each proved (each shard is checked once per run); the digests being checked (a
   shard cannot rest on itself); and the facts the shards proved, which [imp] accepts. *)
let shard_dir = ref "."
let passed : (string, string * string) Hashtbl.t = Hashtbl.create 64
let opened = ref []
let imported = Hashtbl.create 64
let imp x fa = coq_bool (Hashtbl.mem imported (x, fa))
let max_depth = 32  (* nimcheck's kMaxShardDepth (certs/FORMAT.md, "Nesting") *)

(* Checks one file; [expect]: for a shard, the game line it must have and the claim its
   [proves] line must state. Returns the statement verified; raises Stop otherwise. *)
let rec check_file ic expect =
  let adj = ref None and rows = ref 0 and cols = ref 0 and petersen = ref false and ring = ref false in
  let small = ref 0 and zero = ref 0 and root = ref (-1) and nrecs = ref 0 and game = ref "" in
  let conclusion = ref None in
  (* The reader's strictness (it can only make the checker refuse a file): the announced
     number of records, the section ([classes]: value and mirror records only, in strictly
     increasing order of (k, H, W, hex)), nothing after [end], canonical numbers and shapes
     (exact digit count, padding bits 0, touching all four sides of a box that fits the graph,
     in FORMAT.md's normal form),
     no record of at most [small] cells, none of at most [zero] cells that claims the heap or
     the value 0 (the checker's to decide), no class valued twice, no N claim twice or about a
     valued class, no value for a class with N(X, v). Checked by the Coq checker itself: every
     record's shape connected, and in a claims certificate every record used. *)
  let section = ref "" and announced = ref (-1) and ended = ref false and last = ref None in
  (* The checker's state, and the one place a record or import goes to it: step, in file order,
     once. A record that fails makes the state None (and step keeps it None); the reading goes
     on, so that a malformed line later in the file still makes the verdict MALFORMED. *)
  let st = ref (init ()) in
  let feed it = match !adj with
    | Some a -> incr nrecs; st := step a (nat_of_int !small) (nat_of_int !zero) (coq_bool (!section = "claims")) imp !st it
    | None -> fail "record before the game line" in
  let valued = Hashtbl.create 1024 and ns = Hashtbl.create 1024 in
  let shape t claims_zero =
    match String.index_opt t 'x', String.index_opt t ':' with
    | Some x, Some c when c > x + 1 ->
        let h = int_of (String.sub t 0 x) and w = int_of (String.sub t (x + 1) (c - x - 1)) in
        let hex = String.sub t (c + 1) (String.length t - c - 1) in
        if h < 1 || w < 1 || String.length hex <> (h * w + 3) / 4 then fail ("shape " ^ t);
        let bit i = let ch = hex.[i / 4] in
          let d = match ch with '0'..'9' -> Char.code ch - 48 | 'a'..'f' -> Char.code ch - 87 | _ -> fail ("hex " ^ t) in
          (d lsr (3 - i mod 4)) land 1 = 1 in
        for i = h * w to 4 * String.length hex - 1 do if bit i then fail ("padding bits of " ^ t) done;
        let own = Array.init (h * w) bit in
        let k = ref 0 and r0 = ref h and r1 = ref (-1) and c0 = ref w and c1 = ref (-1) and cells = ref [] in
        for i = 0 to h * w - 1 do
          if own.(i) then begin
            incr k; r0 := min !r0 (i / w); r1 := max !r1 (i / w); c0 := min !c0 (i mod w); c1 := max !c1 (i mod w);
            cells := (if !petersen then (i / (w / 2), i mod (w / 2)) else (i / w, i mod w)) :: !cells
          end
        done;
        if !k = 0 then reject ("empty shape " ^ t);
        if !petersen then (if h <> 1 || w <> 2 * !cols then reject ("shape " ^ t ^ " is no vertex subset"))
        else if !ring then begin
          if h <> 2 || w <> !cols then reject ("shape " ^ t ^ " is no vertex subset of the ring");
          (* FORMAT.md's normal form in the ring frame: no image (r, c) -> (r, (c + b) mod N)
             (s = 0) or (r, (b - c) mod N) (s = 1) is less by the bitmap (at the first cell where
             two differ, the one containing it is greater); cell (r, c) of the image is the
             shape's cell (r, (c - b) mod N), resp. (r, (b - c) mod N). *)
          let less s b = let at i = let r = i / w and c = i mod w in
              own.(r * w + (if s = 0 then (c - b + w) mod w else (b - c + w) mod w)) in
            let rec first i = i < h * w && (if at i = own.(i) then first (i + 1) else own.(i)) in first 0 in
          for s = 0 to 1 do for b = 0 to w - 1 do
            if less s b then reject ("class " ^ t ^ " is not in normal form") done done
        end else begin
          if !r0 <> 0 || !c0 <> 0 || !r1 <> h - 1 || !c1 <> w - 1 then reject ("shape " ^ t ^ " does not touch its box");
          if not ((h <= !rows && w <= !cols) || (h <= !cols && w <= !rows)) then reject ("box of " ^ t ^ " larger than the graph");
          (* FORMAT.md's normal form: no image T_s (s = 0..7: bit 0 reflects columns, bit 1 rows,
             bit 2 transposes) is less by H, then W, then the bitmap (at the first cell where two
             differ, the one containing it is greater). Cell i of T_s's bitmap is read back from
             the shape's own (no bitmap is built). *)
          let less s = let tr = s land 4 <> 0 in
            let h' = if tr then w else h and w' = if tr then h else w in
            if h' <> h then h' < h else if w' <> w then w' < w else
            let at i = let r, c = if tr then i mod w', i / w' else i / w', i mod w' in
              own.((if s land 2 <> 0 then h - 1 - r else r) * w + (if s land 1 <> 0 then w - 1 - c else c)) in
            let rec first i = i < h * w && (if at i = own.(i) then first (i + 1) else own.(i)) in first 0 in
          for s = 1 to 7 do if less s then reject ("class " ^ t ^ " is not in normal form") done
        end;
        if !k <= !small then reject ("a record for " ^ t ^ ", of at most small " ^ string_of_int !small ^ " cells");
        if !k <= !zero && claims_zero then reject ("a record for " ^ t ^ " at heap or value 0, of at most zero " ^ string_of_int !zero ^ " cells");
        let h, w = if !petersen then (2, !cols) else (h, w) in
        (nat_of_int h, nat_of_int w, lazy (n_of_hex hex), List.rev !cells, (!k, h, w, hex))
    | _ -> fail ("shape " ^ t) in
  let record s kind =
    if !section = "" || !ended then fail ("record " ^ s ^ " outside a section");
    let (a, b, x, cells, key) = shape s (match kind with `V 0 | `N 0 | `P0 -> true | _ -> false) in
    if !section = "classes" then begin
      (match kind with `P | `P0 | `N _ -> fail ("P or N claim in a classes certificate " ^ s) | _ -> ());
      (match !last with Some k when compare k key >= 0 -> fail ("classes out of order at " ^ s) | _ -> ());
      last := Some key
    end;
    if Hashtbl.mem valued s then reject ("class " ^ s ^ " already has a value");
    (match kind with
     | `N h -> if Hashtbl.mem ns (s, h) then reject ("N(" ^ s ^ ", " ^ string_of_int h ^ ") twice");
               Hashtbl.replace ns (s, h) ()
     | `V v -> if Hashtbl.mem ns (s, v) then reject ("value " ^ string_of_int v ^ " for " ^ s ^ " after N(X, v)");
               Hashtbl.replace valued s ()
     | `P | `P0 -> ());
    (a, b, x, cells) in
  let heap s = let h = int_of s in if h >= 512 then fail ("heap " ^ s) else h in
  let side s = let n = int_of s in if n > 256 then fail ("side " ^ s) else n in
  (* A claim "SHAPE P h" or "SHAPE N h": its text, the shape's cells and the fact (FVal h: P; FN h:
     N). An import is a record (the reader's bookkeeping above); a shard's [proves] line restates a
     fact of its table, so it is only read. *)
  let claim s pn h ~import = let h = heap h in
    let sh = if import then record s (if pn = "N" then `N h else if h = 0 then `P0 else `P)
      else let (a, b, x, cells, _) = shape s false in (a, b, x, cells) in
    if import && pn = "P" then Hashtbl.replace valued s ();
    (s ^ " " ^ pn ^ " " ^ string_of_int h, shape_cells sh, if pn = "P" then FVal (nat_of_int h) else FN (nat_of_int h)) in
  (* One line at a time (empty lines and comments skipped); i counts the other lines. *)
  let line i l =
      if !ended then fail ("text after end: " ^ l);
      (* the graph as the game line names it, for the statement printed at the end *)
      (match words l with "game" :: "kayles" :: g when !adj = None -> game := String.concat " " g | _ -> ());
      match words l with
      | ["nimcert-certificate"; "1"] when i = 0 -> ()
      | _ when i = 0 -> fail "no header"
      | "game" :: g when !adj = None && (match expect with Some (eg, _) -> String.concat " " g <> eg | None -> false) ->
          reject ("the shard is about 'game " ^ String.concat " " g ^ "', not the root's game")
      | ["game"; "kayles"; "queens"; n] when !adj = None ->
          adj := Some (queens_adj, lattice_canon); rows := side n; cols := side n
      | ["game"; "kayles"; "grid"; r; c] when !adj = None ->
          adj := Some (grid_adj, lattice_canon); rows := side r; cols := side c
      | ["game"; "kayles"; "petersen"; n; k] when !adj = None ->
          let n = int_of n and k = int_of k in
          if n < 3 || n > 128 || k < 1 || 2 * k >= n then fail "petersen N K: 3 <= N <= 128, 1 <= K < N/2";
          adj := Some (petersen_adj (nat_of_int n) (nat_of_int k), sorted_shape);
          petersen := true; rows := 2; cols := n
      | ["game"; "kayles"; "petersen"; n; k; "dihedral"] when !adj = None ->
          let n = int_of n and k = int_of k in
          if n < 3 || n > 128 || k < 1 || 2 * k >= n then fail "petersen N K: 3 <= N <= 128, 1 <= K < N/2";
          adj := Some (petersen_adj (nat_of_int n) (nat_of_int k), ring_canon (nat_of_int n));
          ring := true; rows := 2; cols := n
      | "game" :: g :: _ when g <> "kayles" -> unsupported ("game " ^ g)
      | "game" :: "kayles" :: fam :: _ when not (List.mem fam ["queens"; "grid"; "petersen"]) ->
          unsupported ("game kayles " ^ fam)
      | _ when !adj = None -> fail ("line before the game line: " ^ l)
      | _ when !rows * !cols > 256 -> fail "a graph of more than 256 cells"
      | ["classes"; n] when !section = "" -> section := "classes"; announced := int_of n
      | ["claims"; n] when !section = "" -> section := "claims"; announced := int_of n
      | ["claims"; n; "small"; k] when !section = "" ->
          section := "claims"; announced := int_of n; small := int_of k;
          if !small < 1 || !small > 16 then fail ("small " ^ k)
      | ["claims"; n; "zero"; l] when !section = "" ->
          section := "claims"; announced := int_of n; zero := int_of l;
          if !zero < 1 || !zero > 22 then fail ("zero " ^ l)
      | ["claims"; n; "small"; k; "zero"; l] when !section = "" ->
          section := "claims"; announced := int_of n; small := int_of k; zero := int_of l;
          if !small < 1 || !small > 16 then fail ("small " ^ k);
          if !zero <= !small || !zero > 22 then fail ("zero " ^ l)
      | ["value"; g] when !section <> "" && !root < 0 && !conclusion = None ->
          if !nrecs <> !announced then
            fail (Printf.sprintf "%d records announced, %d listed" !announced !nrecs);
          if expect <> None then fail "a shard ends with 'proves SHAPE P|N h', not 'value G'";
          root := int_of g
      | ["proves"; s; ("P" | "N") as pn; h] when !section = "claims" && !root < 0 && !conclusion = None ->
          if !nrecs <> !announced then
            fail (Printf.sprintf "%d records announced, %d listed" !announced !nrecs);
          let (c, x, fa) = claim s pn h ~import:false in
          (match expect with Some (_, ec) when ec <> c -> reject ("the shard proves " ^ c ^ ", not " ^ ec) | _ -> ());
          conclusion := Some (c, x, fa)
      | ["end"] when !root >= 0 || !conclusion <> None -> ended := true
      | s :: "0" :: "mirror" :: p ->
          feed (mk_mirror (record s (`V 0)) (clist (List.map (fun j -> nat_of_int (int_of j)) p)))
      | [s; "P"; h] -> let h = heap h in let sh = record s (if h = 0 then `P0 else `P) in
          Hashtbl.replace valued s (); feed (mk_p sh (nat_of_int h))
      | [s; "N"; h; c] -> let h = heap h in let sh = record s (`N h) in
          feed (mk_n sh (nat_of_int h) (nat_of_int (int_of c)))
      | [s; ("P" | "N") as pn; h; "shard"; file; digest] when !section = "claims" ->
          let (c, x, fa) = claim s pn h ~import:true in
          check_shard ("kayles " ^ !game) file digest c;
          (* the import rule: the fact joins what [imp] accepts once its shard has passed *)
          Hashtbl.replace imported (x, fa) ();
          feed (Imp (x, fa))
      | s :: g :: ws when String.contains s ':' && List.length ws = int_of g ->
          let sh = record s (`V (int_of g)) in
          feed (mk_value sh (nat_of_int (int_of g)) (clist (List.map (fun j -> nat_of_int (int_of j)) ws)))
      | _ -> fail ("line " ^ l) in
  let rec loop i = match input_line ic with
    | l when l = "" || l.[0] = '#' -> loop i
    | l -> line i l; loop (i + 1)
    | exception End_of_file -> () in
  loop 0;
  if not !ended then fail "no end line";
  match !adj with
  | None -> fail "no game line"
  | Some a ->
      (* claims certificates: every record must be used (nimcheck's rule, checked in Coq). *)
      let claims = coq_bool (!section = "claims") in
      match !conclusion with
      | None ->
          let ok = finish a (nat_of_int !small) (nat_of_int !zero) claims !st (nat_of_int !rows) (nat_of_int !cols) (nat_of_int !root) in
          if ok <> True then reject "the checker refuses it";
          Printf.sprintf "Node-Kayles on %s: G = %d" !game !root
      | Some (c, x, fa) ->
          let ok = proves a (nat_of_int !small) (nat_of_int !zero) claims !st x fa in
          if ok <> True then reject ("the checker refuses it (proves " ^ c ^ ")");
          Printf.sprintf "Node-Kayles on %s: shard: %s" !game c

(* An import [SHAPE P|N h shard NAME SHA256] of a file whose game line is [game]: the file NAME
   of the root's directory, of that SHA-256, checked in full (once per run) as a shard proving
   exactly [claim]; returns once it has passed (then the caller adds its fact to [imported]).
   What goes wrong in the shard is reported here, with the shard's name, keeping its verdict (as
   nimcheck does). *)
and check_shard game name digest claim =
  let ok_char ch = match ch with 'A'..'Z' | 'a'..'z' | '0'..'9' | '_' | '-' | '.' -> true | _ -> false in
  if name = "" || String.length name > 128 || name.[0] = '.' || not (String.for_all ok_char name) then
    fail "a shard's file name has 1 to 128 of the characters A-Z a-z 0-9 _ - . and does not start with '.'";
  if String.length digest <> 64 || not (String.for_all (function '0'..'9' | 'a'..'f' -> true | _ -> false) digest) then
    fail "a shard's SHA-256 is 64 lower-case hex digits";
  let shard = "shard " ^ name ^ " (sha256 " ^ String.sub digest 0 12 ^ "...)" in
  match Hashtbl.find_opt passed digest with
  | Some (g, c) when g = game && c = claim -> ()
  | Some (g, c) -> reject (shard ^ " was verified above as a proof of " ^ c ^ " about 'game " ^ g ^ "', not of " ^ claim)
  | None ->
      if List.mem digest !opened then reject (shard ^ " is being checked already: a shard cannot rest on itself (a cycle of shards)");
      if List.length !opened >= max_depth then fail (shard ^ " is not checked: shards nest at most " ^ string_of_int max_depth ^ " deep (limit)");
      let path = Filename.concat !shard_dir name in
      (match Unix.lstat path with
       | { Unix.st_kind = Unix.S_REG; _ } -> ()
       | { Unix.st_kind = Unix.S_LNK; _ } -> fail (shard ^ " cannot be read: " ^ path ^ ": it is a symbolic link (nimcheck follows none; certs/FORMAT.md)")
       | _ -> fail (shard ^ " cannot be read: " ^ path ^ ": it is not a regular file")
       | exception Unix.Unix_error (e, _, _) -> fail (shard ^ " cannot be read: " ^ path ^ ": " ^ Unix.error_message e));
      let ic = open_in_bin path in
      if Sha256.of_channel ic <> digest then (close_in ic; reject (shard ^ " has another SHA-256 than the one named here (a changed or swapped file)"));
      seek_in ic 0;
      opened := digest :: !opened;
      (try ignore (check_file ic (Some (game, claim)))
       with Stop (code, word, text) -> close_in ic; raise (Stop (code, word, shard ^ " is " ^ word ^ ": " ^ text)));
      close_in ic;
      opened := List.tl !opened;
      Hashtbl.replace passed digest (game, claim)

(* The shards a root imports, checked ahead in [jobs] processes at once (NIMCERT_CHECK_JOBS,
   default the number of online cores): the same check_shard, in a child (fork) per group of
   shards, the largest files first, each to the least loaded group; a child reports on a pipe
   the digests that passed, and the parent enters them in [passed] with the game line and claim
   it asked for: what the sequential check would have entered. A shard that failed in a child is
   simply checked again, in order, when the root's fold reaches it (its message then comes from
   there). So the verdict and the facts are those of the sequential check; only the wall time
   changes (the CPU time is the children's, which the parent's waits count). *)
let check_ahead file jobs =
  let ic = open_in_bin file in
  let game = ref None and wanted = ref [] in
  (try while true do
     match words (input_line ic) with
     | "game" :: g when !game = None -> game := Some (String.concat " " g)
     | [s; ("P" | "N") as pn; h; "shard"; name; digest]
       when not (List.exists (fun (_, d, _) -> d = digest) !wanted) ->
         wanted := (name, digest, s ^ " " ^ pn ^ " " ^ h) :: !wanted
     | _ -> ()
   done with End_of_file -> ());
  close_in ic;
  match !game with
  | Some game when jobs > 1 && List.length !wanted > 1 ->
      let size (name, _, _) = try (Unix.stat (Filename.concat !shard_dir name)).Unix.st_size with _ -> 0 in
      let groups = Array.make jobs [] and load = Array.make jobs 0 in
      List.iter (fun w -> let j = ref 0 in
                  Array.iteri (fun i l -> if l < load.(!j) then j := i) load;
                  groups.(!j) <- w :: groups.(!j); load.(!j) <- load.(!j) + size w)
        (List.sort (fun a b -> compare (size b) (size a)) !wanted);
      let children = Array.map (fun group ->
          let r, w = Unix.pipe () in
          match Unix.fork () with
          | 0 -> Unix.close r;
                 let oc = Unix.out_channel_of_descr w in
                 List.iter (fun (name, digest, claim) ->
                     match check_shard game name digest claim with
                     | () -> output_string oc (digest ^ "\n"); flush oc
                     | exception _ -> ()) (List.rev group);
                 close_out oc; Unix._exit 0
          | pid -> Unix.close w; (pid, Unix.in_channel_of_descr r)) groups in
      Array.iter (fun (pid, ic) ->
          (try while true do
             let d = input_line ic in
             List.iter (fun (_, digest, claim) -> if digest = d then Hashtbl.replace passed d (game, claim)) !wanted
           done with End_of_file -> ());
          close_in ic; ignore (Unix.waitpid [] pid)) children
  | _ -> ()

(* The number of online cores (getconf), 1 if that cannot be read. *)
let cores () =
  try let ic = Unix.open_process_in "getconf _NPROCESSORS_ONLN 2>/dev/null" in
      let n = int_of_string (String.trim (input_line ic)) in ignore (Unix.close_process_in ic); max 1 n
  with _ -> 1

let () =
  (* The major heap's slack: 80 % of the live data, not OCaml's default 120 % (queens 13 with
     check_kayles_int: 1.02 GB at the peak instead of 1.13 GB, in the same time). Only memory. *)
  Gc.set { (Gc.get ()) with Gc.space_overhead = 80 };
  let file = Sys.argv.(1) in
  shard_dir := Filename.dirname file;
  let jobs = match Sys.getenv_opt "NIMCERT_CHECK_JOBS" with
    | Some j -> (match int_of_string_opt j with Some n when n >= 1 -> n | _ -> 1) | None -> cores () in
  (try check_ahead file jobs with Sys_error _ -> ());
  match check_file (open_in_bin file) None with
  | said -> print_endline ("VERIFIED " ^ file ^ " " ^ said)
  | exception Stop (code, word, text) ->
      print_endline (if code = 1 then "REJECTED " ^ file ^ ": " ^ text else word ^ " " ^ text); exit code
