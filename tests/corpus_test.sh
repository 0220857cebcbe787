#!/usr/bin/env bash
# Runs nimcheck over the certificate corpus. Each file's first line says what must happen:
#   # expect: VERIFIED
#   # expect: REJECTED <line>
#   # expect: MALFORMED <line>
# and the checker's verdict and line number must match exactly.
# usage: corpus_test.sh NIMCHECK CORPUS_DIR
set -u
NIMCHECK=$1 DIR=$2
passes=0 fails=0
for f in "$DIR"/*/*.cert; do
  want=$(head -1 "$f" | sed -n 's/^# expect: //p')
  if [ -z "$want" ]; then echo "FAIL: $f has no '# expect:' first line"; fails=$((fails + 1)); continue; fi
  out=$("$NIMCHECK" "$f"); code=$?
  set -- $want
  case $1 in
    VERIFIED)  pattern="^VERIFIED "; wcode=0 ;;
    REJECTED)  pattern="^REJECTED .* line $2: "; wcode=1 ;;
    MALFORMED) pattern="^MALFORMED .* line $2: "; wcode=2 ;;
    *) echo "FAIL: $f: bad expectation '$want'"; fails=$((fails + 1)); continue ;;
  esac
  if [ $code = $wcode ] && echo "$out" | grep -qE "$pattern"; then
    passes=$((passes + 1))
  else
    echo "FAIL: $f: want '$want' (exit $wcode), got exit $code: $out"; fails=$((fails + 1))
  fi
done
echo "certificate_corpus: $passes passed, $fails failed"
[ $fails = 0 ] && [ $passes -gt 0 ]
