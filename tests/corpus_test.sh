#!/usr/bin/env bash
# Runs nimcheck over the certificate corpus. Each file's first line says what must happen:
#   # expect: VERIFIED
#   # expect: REJECTED <line>
#   # expect: MALFORMED <line>
# and the checker's verdict and line number must match exactly. The second line is a comment
# saying what the file tests. An optional third line
#   # reason: <substring>
# names text the checker's output line (reason, or statement when verified) must contain, and
# an optional line among the first four
#   # options: <nimcheck options>
# is passed to nimcheck (e.g. --max-work N). A sharded case is a directory: its root.cert (run)
# and the *.shard files it imports (not run). Every file must end with its verdict within
# $CORPUS_TIMEOUT seconds (default 10; a reproducer of a hang fails instead of hanging).
# usage: corpus_test.sh NIMCHECK CORPUS_DIR
set -u
NIMCHECK=$1 DIR=$2
passes=0 fails=0 reasons=0
for f in "$DIR"/*/*.cert "$DIR"/*/*/*.cert; do
  want=$(head -1 "$f" | sed -n 's/^# expect: //p')
  if [ -z "$want" ]; then echo "FAIL: $f has no '# expect:' first line"; fails=$((fails + 1)); continue; fi
  reason=$(sed -n '3{s/^# reason: //p;q}' "$f")
  options=$(head -4 "$f" | sed -n 's/^# options: //p')
  out=$(timeout "${CORPUS_TIMEOUT:-10}" "$NIMCHECK" $options "$f"); code=$?
  if [ $code -ge 124 ]; then echo "FAIL: $f: no verdict (exit $code: 124 is a timeout, above 128 a signal)"; fails=$((fails + 1)); continue; fi
  set -- $want
  case $1 in
    VERIFIED)  pattern="^VERIFIED "; wcode=0 ;;
    REJECTED)  pattern="^REJECTED .* line $2: "; wcode=1 ;;
    MALFORMED) pattern="^MALFORMED .* line $2: "; wcode=2 ;;
    *) echo "FAIL: $f: bad expectation '$want'"; fails=$((fails + 1)); continue ;;
  esac
  if [ $code != $wcode ] || ! echo "$out" | grep -qE "$pattern"; then
    echo "FAIL: $f: want '$want' (exit $wcode), got exit $code: ${out:0:400}"; fails=$((fails + 1))
  elif [ -n "$reason" ] && ! printf '%s\n' "$out" | grep -qF -- "$reason"; then
    echo "FAIL: $f: output does not contain the reason '$reason': ${out:0:400}"; fails=$((fails + 1))
  else
    passes=$((passes + 1))
    [ -n "$reason" ] && reasons=$((reasons + 1))
  fi
done
echo "certificate_corpus: $passes passed ($reasons with a reason checked), $fails failed"
[ $fails = 0 ] && [ $passes -gt 0 ]
