(* Variant (b): nat extracted to OCaml int (ExtrOcamlNatInt), bool/list/option/prod
   to OCaml's (ExtrOcamlBasic).  TRUSTED mapping: OCaml int is 63-bit and wraps on
   overflow, which Coq's nat never does; unsound on overflow (not reached here:
   all numbers are < 2^31 and sums of at most 3 parts). *)
From Coq Require Import Extraction ExtrOcamlBasic ExtrOcamlNatInt.
From Nimcert Require Import HeapChecker.
Extraction Language OCaml.
Extraction "natint/heapchecker.ml" check_values check_period check_least_prefix check_least_period.
