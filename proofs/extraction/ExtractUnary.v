(* Variant (a): plain extraction, nat stays unary (O | S of nat). *)
From Coq Require Import Extraction.
From Nimcert Require Import HeapChecker.
Extraction Language OCaml.
Extraction "unary/heapchecker.ml" check_values check_period check_least_prefix check_least_period.
