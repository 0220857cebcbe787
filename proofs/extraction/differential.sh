#!/usr/bin/env bash
# Differential testing of the two Node-Kayles checkers (issue 24, item 4): nimcheck (C++) and the
# extracted Coq checker check_kayles (proofs/extraction/build-kayles.sh), on
#   1. every Node-Kayles file of the certificate corpus (tests/corpus/{correct,incorrect,malformed});
#   2. the outcome proofs of certs/kayles/coq/ (the data of KaylesInstances.v);
#   3. MUTANTS mutants of each of those (default 20): deterministic edits of one line (a value,
#      a P or N heap, an N cell, a witness, a mirror image, a shape digit, the root value; a line
#      deleted or duplicated), judged by both checkers;
#   4. the sharded proofs of the corpus (tests/corpus/*/*/root.cert), and those of the
#      directories SHARDED names (each a DIR/root.cert with the shards it imports beside it,
#      e.g. SHARDED="grid-4-9 queens-13" from `nimcert kayles … --shards DIR`) with MUTANTS
#      mutants each: a copy of the directory (hard links) in which one file, the root or one of
#      the shards it imports, has one line edited as above, and the root's import names the
#      edited shard's new SHA-256 (so the edit reaches the shard's check, not only its digest).
# A file is judged "accepts" (VERIFIED) or "refuses" (REJECTED or MALFORMED) by each checker.
#   DISAGREE  one accepts, the other refuses: a bug in one of them (or, where the extracted
#             checker accepts and nimcheck refuses, a check of nimcheck the Coq checker does not
#             make: see README.md, "Differential testing", for the list; those are reported as
#             DISAGREE too, never hidden);
#   scope     check_kayles says UNSUPPORTED (a game, frame or section it does not implement);
#   timeout   check_kayles ran out of TIMEOUT seconds of CPU (default 60).
# REJECTED versus MALFORMED is reported (column "kind") but is not a disagreement: the Coq
# checker has no parser of its own, so a file its reader takes and its checker refuses is REJECTED.
# usage: [MUTANTS=N] [SHARDED="DIR ..."] differential.sh NIMCHECK CHECK_KAYLES [FILE...]   (no FILE: the sets 1-4 above)
# exit status: 0 if no DISAGREE, 1 otherwise.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
nimcheck=${1:?usage: differential.sh NIMCHECK CHECK_KAYLES [FILE...]}
check=${2:?usage: differential.sh NIMCHECK CHECK_KAYLES [FILE...]}
shift 2
MUTANTS=${MUTANTS:-20}
TIMEOUT=${TIMEOUT:-60}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

files=("$@")
if [ ${#files[@]} -eq 0 ]; then
    mapfile -t files < <(grep -l '^game kayles' "$root"/tests/corpus/*/*.cert "$root"/tests/corpus/*/*/*.cert; ls "$root"/certs/kayles/coq/*.cert)
    # Mutants of the outcome proofs: one edited line each, chosen by a fixed seed per file.
    i=0
    for f in "$root"/certs/kayles/coq/*.cert; do
        for m in $(seq 1 "$MUTANTS"); do
            i=$((i + 1))
            out="$work/$(basename "$f" .cert)-m$m.cert"
            awk -v seed="$i" -f "$here/mutate.awk" "$f" >"$out"
            cmp -s "$f" "$out" || files+=("$out")
        done
    done
fi
# Sharded proofs: the root, and MUTANTS mutated copies (item 4 above).
j=0
for d in ${SHARDED:-}; do
    [ -f "$d/root.cert" ] || { echo "differential.sh: $d/root.cert not found" >&2; exit 2; }
    files+=("$(cd "$d" && pwd)/root.cert")
    mapfile -t imports < <(awk '$4 == "shard" { print $5 }' "$d/root.cert")
    for m in $(seq 1 "$MUTANTS"); do
        j=$((j + 1))
        out="$work/$(basename "$d")-m$m"
        cp -al "$(cd "$d" && pwd)" "$out"
        target=root.cert
        [ $((m % 2)) = 0 ] && [ ${#imports[@]} -gt 0 ] && target=${imports[$(((m / 2) % ${#imports[@]}))]}
        awk -v seed="$j" -f "$here/mutate.awk" "$d/$target" >"$out/$target.new"
        if cmp -s "$d/$target" "$out/$target.new"; then rm -rf "$out"; continue; fi
        rm "$out/$target" && mv "$out/$target.new" "$out/$target"
        if [ "$target" != root.cert ]; then
            sha=$(sha256sum "$out/$target" | cut -c1-64)
            awk -v name="$target" -v sha="$sha" '$4 == "shard" && $5 == name { $6 = sha } { print }' "$d/root.cert" >"$out/root.new"
            rm "$out/root.cert" && mv "$out/root.new" "$out/root.cert"
        fi
        files+=("$out/root.cert")
    done
done

verdict() {  # first word of the checker's first line, or timeout
    local out code
    out=$(ulimit -t "$TIMEOUT"; "$@" 2>&1 | head -n 1); code=$?
    case "$out" in
        VERIFIED*|REJECTED*|MALFORMED*|UNSUPPORTED*) echo "${out%% *}" ;;
        *) if [ -z "$out" ]; then echo timeout; else echo "error:${out:0:60}"; fi ;;
    esac
}
accepts() { [ "$1" = VERIFIED ] && echo accepts || echo refuses; }

kept=0 agree=0 disagree=0 scope=0 timeouts=0 kinds=0
printf '%-60s %-10s %-12s %s\n' file nimcheck check_kayles result
for f in "${files[@]}"; do
    a=$(verdict "$nimcheck" "$f")
    b=$(verdict "$check" "$f")
    name=${f#"$root"/}; case "$f" in "$work"/*) name="mutant:${f#"$work"/}" ;; esac
    case "$b" in
        UNSUPPORTED) scope=$((scope + 1)); r=scope ;;
        timeout) timeouts=$((timeouts + 1)); r=timeout ;;
        error:*) disagree=$((disagree + 1)); r=DISAGREE ;;
        *) if [ "$(accepts "$a")" = "$(accepts "$b")" ]; then
               agree=$((agree + 1)); r=agree
               if [ "$a" != "$b" ]; then kinds=$((kinds + 1)); r="agree (kind)"; fi
           else
               disagree=$((disagree + 1)); r=DISAGREE
           fi ;;
    esac
    printf '%-60s %-10s %-12s %s\n' "${name:0:60}" "$a" "$b" "$r"
    if [ "$r" = DISAGREE ] && [[ "$f" == "$work"/* ]]; then
        mkdir -p /tmp/nimcert-differential && kept=$((kept + 1))
        case "$f" in */root.cert) cp -r "$(dirname "$f")" /tmp/nimcert-differential/ ;; *) cp "$f" /tmp/nimcert-differential/ ;; esac
    fi
done
echo "differential: ${#files[@]} files: $agree agree ($kinds of them REJECTED vs MALFORMED), $disagree DISAGREE, $scope outside the extracted checker's scope (UNSUPPORTED), $timeouts timed out (${TIMEOUT} s)"
[ "$kept" -eq 0 ] || echo "differential: the $kept disagreeing mutants are kept in /tmp/nimcert-differential/" >&2
[ "$disagree" -eq 0 ]
