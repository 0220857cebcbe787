(* SHA-256 for the readers of the extracted Node-Kayles checkers (kayles_driver.ml): the digest
   by which a root names a shard (certs/FORMAT.md, "Sharded proofs"). Not trusted: a fact is
   imported only from a shard that passed the check, whatever its digest; a wrong digest here can
   only make the checker refuse a shard (differential.sh compares it with nimcheck's on every
   sharded case). *)
(* The SHA-256 (FIPS 180-4) of the bytes of a channel, from where it stands to its end, in hex. *)
let of_channel ic =
  let k = [| 0x428a2f98; 0x71374491; 0xb5c0fbcf; 0xe9b5dba5; 0x3956c25b; 0x59f111f1; 0x923f82a4; 0xab1c5ed5;
             0xd807aa98; 0x12835b01; 0x243185be; 0x550c7dc3; 0x72be5d74; 0x80deb1fe; 0x9bdc06a7; 0xc19bf174;
             0xe49b69c1; 0xefbe4786; 0x0fc19dc6; 0x240ca1cc; 0x2de92c6f; 0x4a7484aa; 0x5cb0a9dc; 0x76f988da;
             0x983e5152; 0xa831c66d; 0xb00327c8; 0xbf597fc7; 0xc6e00bf3; 0xd5a79147; 0x06ca6351; 0x14292967;
             0x27b70a85; 0x2e1b2138; 0x4d2c6dfc; 0x53380d13; 0x650a7354; 0x766a0abb; 0x81c2c92e; 0x92722c85;
             0xa2bfe8a1; 0xa81a664b; 0xc24b8b70; 0xc76c51a3; 0xd192e819; 0xd6990624; 0xf40e3585; 0x106aa070;
             0x19a4c116; 0x1e376c08; 0x2748774c; 0x34b0bcb5; 0x391c0cb3; 0x4ed8aa4a; 0x5b9cca4f; 0x682e6ff3;
             0x748f82ee; 0x78a5636f; 0x84c87814; 0x8cc70208; 0x90befffa; 0xa4506ceb; 0xbef9a3f7; 0xc67178f2 |] in
  let h = [| 0x6a09e667; 0xbb67ae85; 0x3c6ef372; 0xa54ff53a; 0x510e527f; 0x9b05688c; 0x1f83d9ab; 0x5be0cd19 |] in
  let m32 = 0xffffffff in
  let rotr x n = ((x lsr n) lor (x lsl (32 - n))) land m32 in
  let w = Array.make 64 0 in
  let compress blk =
    for t = 0 to 15 do
      w.(t) <- (Char.code (Bytes.get blk (4 * t)) lsl 24) lor (Char.code (Bytes.get blk (4 * t + 1)) lsl 16)
               lor (Char.code (Bytes.get blk (4 * t + 2)) lsl 8) lor Char.code (Bytes.get blk (4 * t + 3))
    done;
    for t = 16 to 63 do
      let s0 = rotr w.(t - 15) 7 lxor rotr w.(t - 15) 18 lxor (w.(t - 15) lsr 3)
      and s1 = rotr w.(t - 2) 17 lxor rotr w.(t - 2) 19 lxor (w.(t - 2) lsr 10) in
      w.(t) <- (w.(t - 16) + s0 + w.(t - 7) + s1) land m32
    done;
    let v = Array.copy h in
    for t = 0 to 63 do
      let e = v.(4) and a = v.(0) in
      let t1 = (v.(7) + (rotr e 6 lxor rotr e 11 lxor rotr e 25) + ((e land v.(5)) lxor ((lnot e) land v.(6)))
                + k.(t) + w.(t)) land m32 in
      let t2 = ((rotr a 2 lxor rotr a 13 lxor rotr a 22) + ((a land v.(1)) lxor (a land v.(2)) lxor (v.(1) land v.(2)))) land m32 in
      v.(7) <- v.(6); v.(6) <- v.(5); v.(5) <- e; v.(4) <- (v.(3) + t1) land m32;
      v.(3) <- v.(2); v.(2) <- v.(1); v.(1) <- a; v.(0) <- (t1 + t2) land m32
    done;
    Array.iteri (fun i x -> h.(i) <- (h.(i) + x) land m32) v in
  let blk = Bytes.create 64 and len = ref 0 in
  let rec fill n = if n = 64 then 64 else match input ic blk n (64 - n) with 0 -> n | r -> fill (n + r) in
  let rec go () = let n = fill 0 in len := !len + n; if n = 64 then (compress blk; go ()) else n in
  let n = go () in
  (* the padding: 0x80, zeros, the length in bits (64 bits, big-endian) *)
  Bytes.set blk n '\x80'; Bytes.fill blk (n + 1) (63 - n) '\x00';
  if n >= 56 then (compress blk; Bytes.fill blk 0 64 '\x00');
  for i = 0 to 7 do Bytes.set blk (63 - i) (Char.chr ((!len * 8) lsr (8 * i) land 255)) done;
  compress blk;
  String.concat "" (Array.to_list (Array.map (Printf.sprintf "%08x") h))
