(* Plain (unverified) certificate reader for the extracted HeapChecker.
   Reads: "game heap CODE" -> digit list; records "h g ..." -> value g (the
   witnesses after g are ignored: HeapChecker recomputes every mex itself);
   "period n0 p".  "parity-mask m" is accepted and ignored (it changes only
   which witnesses a record lists, not its value).  Lines zeros-*, recurrence,
   gf-* are read but not checked by this driver.  Any other game kind is refused. *)
type cert = {
  code : int list;           (* d0 d1 ... dt *)
  code_str : string;
  count : int;               (* announced by "values" *)
  vals : int array;          (* the records read (possibly a prefix) *)
  period : (int * int) option;
  mask : int option;
  ignored : string list;     (* keywords read but not checked *)
}

let hexval c = match c with
  | '0'..'9' -> Char.code c - 48
  | 'a'..'f' -> Char.code c - 87
  | _ -> failwith (Printf.sprintf "bad digit %c" c)

let parse_code s =
  match String.index_opt s '.' with
  | Some 1 ->
    hexval s.[0] :: List.init (String.length s - 2) (fun k -> hexval s.[k + 2])
  | _ -> failwith ("unsupported code " ^ s)

(* first two space-separated fields of a line, without splitting the rest *)
let two_fields l =
  match String.index_opt l ' ' with
  | None -> (l, "")
  | Some i ->
    let rest = String.sub l (i + 1) (String.length l - i - 1) in
    let second = match String.index_opt rest ' ' with
      | None -> rest | Some j -> String.sub rest 0 j in
    (String.sub l 0 i, second)

let read ?(limit = max_int) file =
  let ic = open_in_bin file in
  let code = ref [] and code_str = ref "" and count = ref 0 and period = ref None
  and mask = ref None and ignored = ref [] in
  let buf = ref [||] and n = ref 0 in
  let push g =
    if !n = Array.length !buf then begin
      let nb = Array.make (max 1024 (2 * !n)) 0 in
      Array.blit !buf 0 nb 0 !n; buf := nb end;
    (!buf).(!n) <- g; incr n in
  (try
     let first = input_line ic in
     if first <> "nimcert-certificate 1" then failwith "not a version-1 certificate";
     let stop = ref false in
     while not !stop do
       let l = input_line ic in
       if l = "" || l.[0] = '#' then () else begin
         let (k, f2) = two_fields l in
         match k with
         | "game" ->
           (match String.split_on_char ' ' l with
            | [_; "heap"; c] -> code_str := c; code := parse_code c
            | _ -> failwith ("not a heap-code game: " ^ l))
         | "parity-mask" -> mask := Some (int_of_string f2)
         | "values" -> count := int_of_string f2
         | "period" ->
           (match String.split_on_char ' ' l with
            | [_; a; b] -> period := Some (int_of_string a, int_of_string b)
            | _ -> failwith l)
         | "end" -> stop := true
         | _ when k.[0] >= '0' && k.[0] <= '9' ->
           let h = int_of_string k in
           if h <> !n && !n < limit then failwith ("record out of order: " ^ k);
           if !n < limit then push (int_of_string f2)
           else if h >= limit && !period = None then ()
         | _ -> if not (List.mem k !ignored) then ignored := k :: !ignored
       end
     done
   with End_of_file -> ());
  close_in ic;
  { code = !code; code_str = !code_str; count = !count;
    vals = Array.sub !buf 0 !n; period = !period; mask = !mask;
    ignored = List.rev !ignored }
