(* The reader of the extracted Node-Kayles checker (proofs/extraction/build-kayles.sh, issue 24):
   it turns a certificate's lines into KaylesCertData.v's raw records exactly as proofs/gen-kayles-v
   does and asks the extracted check_cert. Trusted: this reader, extraction, the OCaml compiler. *)
open Kayleschecker
let fail msg = print_endline ("MALFORMED " ^ msg); exit 2
let rec nat_of_int n = if n <= 0 then O else S (nat_of_int (n - 1))
let int_of s = match int_of_string_opt s with Some n when n >= 0 -> n | _ -> fail ("number " ^ s)
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
let () =
  let ic = open_in Sys.argv.(1) in
  let lines = ref [] in
  (try while true do lines := input_line ic :: !lines done with End_of_file -> ());
  let words l = List.filter (fun w -> w <> "") (String.split_on_char ' ' l) in
  let lines = List.filter (fun l -> l <> "" && l.[0] <> '#') (List.rev !lines) in
  let adj = ref None and rows = ref 0 and cols = ref 0 and petersen = ref false in
  let small = ref 0 and root = ref (-1) and recs = ref [] in
  let shape t =
    match String.index_opt t 'x', String.index_opt t ':' with
    | Some x, Some c when c > x + 1 ->
        let h = int_of (String.sub t 0 x) and w = int_of (String.sub t (x + 1) (c - x - 1)) in
        let hex = String.sub t (c + 1) (String.length t - c - 1) in
        if h < 1 || w < 1 || String.length hex <> (h * w + 3) / 4 then fail ("shape " ^ t);
        let h, w = if !petersen then (if h <> 1 || w <> 2 * !cols then fail ("shape " ^ t); (2, !cols)) else (h, w) in
        (nat_of_int h, nat_of_int w, n_of_hex hex)
    | _ -> fail ("shape " ^ t) in
  List.iteri (fun i l ->
      match words l with
      | ["nimcert-certificate"; "1"] when i = 0 -> ()
      | ["game"; "kayles"; "queens"; n] -> adj := Some (queens_adj, lattice_canon); rows := int_of n; cols := int_of n
      | ["game"; "kayles"; "grid"; r; c] -> adj := Some (grid_adj, lattice_canon); rows := int_of r; cols := int_of c
      | ["game"; "kayles"; "petersen"; n; k] ->
          adj := Some (petersen_adj (nat_of_int (int_of n)) (nat_of_int (int_of k)), sorted_shape);
          petersen := true; rows := 2; cols := int_of n
      | ["classes"; _] | ["claims"; _] | ["end"] -> ()
      | ["claims"; _; "small"; k] -> small := int_of k
      | ["value"; g] -> root := int_of g
      | s :: "0" :: "mirror" :: p -> let (h, w, x) = shape s in recs := ClaimMirror (h, w, x, clist (List.map (fun j -> nat_of_int (int_of j)) p)) :: !recs
      | [s; "P"; h] -> let (a, b, x) = shape s in recs := ClaimP (a, b, x, nat_of_int (int_of h)) :: !recs
      | [s; "N"; h; c] -> let (a, b, x) = shape s in recs := ClaimN (a, b, x, nat_of_int (int_of h), nat_of_int (int_of c)) :: !recs
      | s :: g :: ws when List.length ws = int_of g ->
          let (a, b, x) = shape s in
          recs := ClaimValue (a, b, x, nat_of_int (int_of g), clist (List.map (fun j -> nat_of_int (int_of j)) ws)) :: !recs
      | _ -> fail ("line " ^ l)) lines;
  match !adj with
  | None -> fail "no game line"
  | Some (adj, canon) ->
      if !root < 0 then fail "no value line";
      let records = clist (List.rev_map read !recs) in
      let ok = check_cert adj canon (nat_of_int !small) records (board (nat_of_int !rows) (nat_of_int !cols)) (nat_of_int !root) in
      print_endline ((if ok = True then "VERIFIED " else "REJECTED ") ^ Sys.argv.(1))
