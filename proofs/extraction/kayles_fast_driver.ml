(* The reader of the UNPROVED fast prototype KaylesFast.v (proofs/extraction/build-fast.sh, issue 24):
   kayles_driver.ml's reader, with the records as (H, W, box cells) on primitive integers, streamed
   through the extracted [step] one by one (the fold [run] of KaylesFast.v), then [root_ok].
   The class checks (valued twice, N twice, N before a value, normal form) are KaylesFast.v's. *)
open Kaylesfast
let i63 = Uint63.of_int
let fail msg = print_endline ("MALFORMED " ^ msg); exit 2
(* A file outside what the Coq checker implements (another game or family, shards): not judged. *)
let unsupported msg = print_endline ("UNSUPPORTED " ^ msg); exit 3
let rec nat_of_int n = if n <= 0 then O else S (nat_of_int (n - 1))
(* Decimal without sign or leading zeros, as certs/FORMAT.md writes numbers. *)
let int_of s = match int_of_string_opt s with
  | Some n when n >= 0 && string_of_int n = s -> n | _ -> fail ("number " ^ s)
let reject msg = print_endline ("REJECTED " ^ Sys.argv.(1) ^ ": " ^ msg); exit 1
let rec clist = function [] -> Nil | x :: l -> Cons (x, clist l)
let () =
  let ic = open_in Sys.argv.(1) in
  let lines = ref [] in
  (try while true do lines := input_line ic :: !lines done with End_of_file -> ());
  let words l = List.filter (fun w -> w <> "") (String.split_on_char ' ' l) in
  let lines = List.filter (fun l -> l <> "" && l.[0] <> '#') (List.rev !lines) in
  let adj = ref None and rows = ref 0 and cols = ref 0 and petersen = ref false in
  let small = ref 0 and root = ref (-1) and nrec = ref 0 in
  let nb = ref None and table = ref empty_table in
  (* One record through the extracted [step]: the table it returns, or REJECTED. *)
  let add l r =
    incr nrec;
    let fam = match !adj with Some f -> f | None -> fail "no game line" in
    let nbs = match !nb with Some t -> t | None ->
      let t = neighbourhoods fam (i63 !rows) (i63 !cols) in nb := Some t; t in
    match step fam (i63 !rows) (i63 !cols) nbs (i63 !small) !table r with
    | Some t -> table := t
    | None -> reject ("record " ^ l) in
  (* The reader's strictness (it can only make the checker refuse a file): the announced
     number of records, the section ([classes]: value and mirror records only, in strictly
     increasing order of (k, H, W, hex)), nothing after [end], canonical numbers and shapes
     (exact digit count, padding bits 0, touching all four sides of a box that fits the graph),
     no record of at most [small] cells, no class valued twice, no N claim twice or about a
     valued class, no value for a class with N(X, v). Not checked here: the normal form of a
     shape, connectedness, unused claims (README.md, "Differential testing"). *)
  let section = ref "" and announced = ref (-1) and ended = ref false and last = ref None in
  let shape t =
    match String.index_opt t 'x', String.index_opt t ':' with
    | Some x, Some c when c > x + 1 ->
        let h = int_of (String.sub t 0 x) and w = int_of (String.sub t (x + 1) (c - x - 1)) in
        let hex = String.sub t (c + 1) (String.length t - c - 1) in
        if h < 1 || w < 1 || String.length hex <> (h * w + 3) / 4 then fail ("shape " ^ t);
        let bit i = let ch = hex.[i / 4] in
          let d = match ch with '0'..'9' -> Char.code ch - 48 | 'a'..'f' -> Char.code ch - 87 | _ -> fail ("hex " ^ t) in
          (d lsr (3 - i mod 4)) land 1 = 1 in
        for i = h * w to 4 * String.length hex - 1 do if bit i then fail ("padding bits of " ^ t) done;
        let k = ref 0 and r0 = ref h and r1 = ref (-1) and c0 = ref w and c1 = ref (-1) in
        for i = 0 to h * w - 1 do
          if bit i then begin
            incr k; r0 := min !r0 (i / w); r1 := max !r1 (i / w); c0 := min !c0 (i mod w); c1 := max !c1 (i mod w)
          end
        done;
        if !k = 0 then reject ("empty shape " ^ t);
        if !petersen then (if h <> 1 || w <> 2 * !cols then reject ("shape " ^ t ^ " is no vertex subset"))
        else begin
          if !r0 <> 0 || !c0 <> 0 || !r1 <> h - 1 || !c1 <> w - 1 then reject ("shape " ^ t ^ " does not touch its box");
          if not ((h <= !rows && w <= !cols) || (h <= !cols && w <= !rows)) then reject ("box of " ^ t ^ " larger than the graph")
        end;
        if !k <= !small then reject ("a record for " ^ t ^ ", of at most small " ^ string_of_int !small ^ " cells");
        let xs = ref Nil in
        for i = h * w - 1 downto 0 do if bit i then xs := Cons (i63 i, !xs) done;
        (i63 h, i63 w, !xs, (!k, h, w, hex))
    | _ -> fail ("shape " ^ t) in
  let record s kind =
    if !section = "" || !ended then fail ("record " ^ s ^ " outside a section");
    let (a, b, x, key) = shape s in
    if !section = "classes" then begin
      (match kind with `P | `N _ -> fail ("P or N claim in a classes certificate " ^ s) | _ -> ());
      (match !last with Some k when compare k key >= 0 -> fail ("classes out of order at " ^ s) | _ -> ());
      last := Some key
    end;
    ignore kind;
    (a, b, x) in
  let heap s = let h = int_of s in if h >= 512 then fail ("heap " ^ s) else h in
  let side s = let n = int_of s in if n > 256 then fail ("side " ^ s) else n in
  List.iteri (fun i l ->
      if !ended then fail ("text after end: " ^ l);
      match words l with
      | ["nimcert-certificate"; "1"] when i = 0 -> ()
      | _ when i = 0 -> fail "no header"
      | ["game"; "kayles"; "queens"; n] when !adj = None ->
          adj := Some Queens; rows := side n; cols := side n
      | ["game"; "kayles"; "grid"; r; c] when !adj = None ->
          adj := Some Grid; rows := side r; cols := side c
      | ["game"; "kayles"; "petersen"; n; k] when !adj = None ->
          let n = int_of n and k = int_of k in
          if n < 3 || n > 128 || k < 1 || 2 * k >= n then fail "petersen N K: 3 <= N <= 128, 1 <= K < N/2";
          adj := Some (Petersen (i63 n, i63 k));
          petersen := true; rows := 2; cols := n
      | "game" :: g :: _ when g <> "kayles" -> unsupported ("game " ^ g)
      | "game" :: "kayles" :: fam :: _ when not (List.mem fam ["queens"; "grid"; "petersen"]) ->
          unsupported ("game kayles " ^ fam)
      | "proves" :: _ -> unsupported "shards (proves)"
      | _ :: _ :: _ :: "shard" :: _ -> unsupported "shards (shard imports)"
      | _ when !adj = None -> fail ("line before the game line: " ^ l)
      | _ when !rows * !cols > 256 -> fail "a graph of more than 256 cells"
      | ["classes"; n] when !section = "" -> section := "classes"; announced := int_of n
      | ["claims"; n] when !section = "" -> section := "claims"; announced := int_of n
      | ["claims"; n; "small"; k] when !section = "" ->
          section := "claims"; announced := int_of n; small := int_of k;
          if !small < 1 || !small > 16 then fail ("small " ^ k)
      | ["value"; g] when !section <> "" && !root < 0 ->
          if !nrec <> !announced then
            fail (Printf.sprintf "%d records announced, %d listed" !announced !nrec);
          root := int_of g
      | ["end"] when !root >= 0 -> ended := true
      | s :: "0" :: "mirror" :: p ->
          let (h, w, x) = record s (`V 0) in
          add l (RMirror (h, w, x, clist (List.map (fun j -> i63 (int_of j)) p)))
      | [s; "P"; h] -> let h = heap h in let (a, b, x) = record s `P in
          add l (RP (a, b, x, i63 h))
      | [s; "N"; h; c] -> let h = heap h in let (a, b, x) = record s (`N h) in
          add l (RN (a, b, x, i63 h, i63 (int_of c)))
      | s :: g :: ws when String.contains s ':' && List.length ws = int_of g ->
          let (a, b, x) = record s (`V (int_of g)) in
          add l (RValue (a, b, x, i63 (int_of g), clist (List.map (fun j -> i63 (int_of j)) ws)))
      | _ -> fail ("line " ^ l)) lines;
  if not !ended then fail "no end line";
  match !adj with
  | None -> fail "no game line"
  | Some fam ->
      let nbs = neighbourhoods fam (i63 !rows) (i63 !cols) in
      let ok = (!rows * !cols <= 256) && root_ok fam (i63 !rows) (i63 !cols) nbs (i63 !small) !table (i63 !root) in
      print_endline ((if ok then "VERIFIED " else "REJECTED ") ^ Sys.argv.(1));
      if not ok then exit 1
