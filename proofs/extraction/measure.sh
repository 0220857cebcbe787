#!/usr/bin/env bash
# usage: proofs/extraction/measure.sh VARIANT CERT [PREFIX...]   (after build.sh; VARIANT natint|unary|arrayvat)
# One line per run, appended to results.tsv next to this script; columns:
#   variant cert prefix check_values_wall_s total_wall_s user_s maxrss_kb result
here="$(cd "$(dirname "$0")" && pwd)"
BUILD="${BUILD:-/tmp/nimcert-extraction}"
ulimit -s unlimited   # the extracted seq/map/filter are not tail-recursive
v=$1; cert=$2; shift 2
for k in "${@:-full}"; do
  arg=$k; [ "$k" = full ] && arg=
  out=$( { /usr/bin/time -v nice -n 10 "$BUILD/check_$v" "$cert" $arg; } 2>&1 )
  cv=$(grep -oP 'check_values \w+: wall \K[0-9.]+' <<<"$out")
  tw=$(grep -oP 'Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): \K\S+' <<<"$out")
  us=$(grep -oP 'User time \(seconds\): \K\S+' <<<"$out")
  rss=$(grep -oP 'Maximum resident set size \(kbytes\): \K\S+' <<<"$out")
  res=$(grep -oP 'RESULT \K\S+' <<<"$out")
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$v" "$(basename "$cert")" "$k" "$cv" "$tw" "$us" "$rss" "$res" | tee -a "$here/results.tsv"
done
