(* Driver for variant (a): plain extraction, unary nat, extracted bool/list.
   usage: driver_unary CERT [PREFIX] *)
open Parse
module H = Heapchecker
let rec nat_of_int n = if n = 0 then H.O else H.S (nat_of_int (n - 1))
let list_of l = List.fold_right (fun x acc -> H.Cons (x, acc)) l H.Nil
let b = function H.True -> true | H.False -> false
let () =
  let file = Sys.argv.(1) in
  let limit = if Array.length Sys.argv > 2 then int_of_string Sys.argv.(2) else max_int in
  let t0 = Unix.gettimeofday () and c0 = Sys.time () in
  let c = read ~limit file in
  let nv = Array.length c.vals in
  let code = list_of (List.map nat_of_int c.code) in
  let vals = list_of (List.map nat_of_int (Array.to_list c.vals)) in
  let t1 = Unix.gettimeofday () and c1 = Sys.time () in
  Printf.printf "file %s code %s count %d read %d\n%!" file c.code_str c.count nv;
  let ok_v = b (H.check_values code vals) in
  let t2 = Unix.gettimeofday () and c2 = Sys.time () in
  Printf.printf "check_values %b: wall %.3f s cpu %.3f s\n%!" ok_v (t2 -. t1) (c2 -. c1);
  (match c.period with
   | Some (n0, p) when nv = c.count ->
     let n0' = nat_of_int n0 and p' = nat_of_int p in
     let ok_p = b (H.check_period code vals n0' p') in
     let ok_lp = b (H.check_least_period vals n0' p') in
     let ok_pre = n0 = 0 || b (H.check_least_prefix vals n0' p') in
     let t3 = Unix.gettimeofday () and c3 = Sys.time () in
     Printf.printf "check_period %d %d: %b least_period %b least_prefix %b: wall %.3f s cpu %.3f s\n%!"
       n0 p ok_p ok_lp ok_pre (t3 -. t2) (c3 -. c2);
     Printf.printf "RESULT %s\n" (if ok_v && ok_p && ok_lp && ok_pre then "VERIFIED" else "REJECTED")
   | _ -> Printf.printf "RESULT %s (period not checked)\n" (if ok_v then "VALUES-OK" else "REJECTED"));
  Printf.printf "total: wall %.3f s cpu %.3f s\n" (Unix.gettimeofday () -. t0) (Sys.time () -. c0)
