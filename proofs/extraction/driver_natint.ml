(* Driver for variant (b): nat = OCaml int (ExtrOcamlNatInt).
   usage: driver_natint CERT [PREFIX]
   With PREFIX < count only check_values on the first PREFIX records is run. *)
open Parse
let () =
  let file = Sys.argv.(1) in
  let limit = if Array.length Sys.argv > 2 then int_of_string Sys.argv.(2) else max_int in
  let t0 = Unix.gettimeofday () and c0 = Sys.time () in
  let c = read ~limit file in
  let vals = Array.to_list c.vals in
  let nv = Array.length c.vals in
  let t1 = Unix.gettimeofday () and c1 = Sys.time () in
  Printf.printf "file %s code %s count %d read %d mask %s ignored [%s]\n%!"
    file c.code_str c.count nv
    (match c.mask with None -> "-" | Some m -> string_of_int m)
    (String.concat " " c.ignored);
  Printf.printf "parse: wall %.3f s cpu %.3f s\n%!" (t1 -. t0) (c1 -. c0);
  let ok_v = Heapchecker.check_values c.code vals in
  let t2 = Unix.gettimeofday () and c2 = Sys.time () in
  Printf.printf "check_values %b: wall %.3f s cpu %.3f s\n%!" ok_v (t2 -. t1) (c2 -. c1);
  (match c.period with
   | Some (n0, p) when nv = c.count ->
     let ok_p = Heapchecker.check_period c.code vals n0 p in
     let ok_lp = Heapchecker.check_least_period vals n0 p in
     let ok_pre = n0 = 0 || Heapchecker.check_least_prefix vals n0 p in
     let t3 = Unix.gettimeofday () and c3 = Sys.time () in
     Printf.printf "check_period %d %d: %b least_period %b least_prefix %b: wall %.3f s cpu %.3f s\n%!"
       n0 p ok_p ok_lp ok_pre (t3 -. t2) (c3 -. c2);
     Printf.printf "RESULT %s\n" (if ok_v && ok_p && ok_lp && ok_pre then "VERIFIED" else "REJECTED")
   | Some _ -> Printf.printf "RESULT %s (prefix only: period not checked)\n"
                 (if ok_v then "VALUES-OK" else "REJECTED")
   | None -> Printf.printf "RESULT %s\n" (if ok_v then "VALUES-OK" else "REJECTED"));
  Printf.printf "total: wall %.3f s cpu %.3f s\n" (Unix.gettimeofday () -. t0) (Sys.time () -. c0)
