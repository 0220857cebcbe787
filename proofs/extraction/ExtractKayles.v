(** Plain extraction of the Node-Kayles checker of proofs/coq/KaylesChecker.v
    (issue 24, a first measurement): no mapping of nat, Z or positive to
    OCaml's integers, so nothing is trusted beyond extraction itself, the
    reader (kayles_driver.ml) and the OCaml compiler.  See README.md. *)
From Coq Require Import Extraction.
From Nimcert Require Import Kayles KaylesChecker KaylesCertData KaylesPetersen.
Extraction Language OCaml.
Extraction "kayleschecker.ml" check_stream_init check_sharded_step check_stream_finish check_stream_proves record_shape queens_adj grid_adj petersen_adj lattice_canon sorted_shape ring_canon board read.
