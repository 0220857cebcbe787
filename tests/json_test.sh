#!/usr/bin/env bash
# --json (docs/json.md, schema 1): every command that has it prints one object that
# `python3 -m json.tool` accepts, with the members the schema lists and the text's facts;
# nimcheck --json prints one object per file with the file's SHA-256.
# usage: json_test.sh NIMCERT NIMCHECK
set -u
NIMCERT=$1 NIMCHECK=$2
lib="$(cd "$(dirname "$0")" && pwd)/lib.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
. "$lib"
# field FILE EXPRESSION: python3 evaluates EXPRESSION on the object o of FILE's (first) line.
field() { python3 -c "import json, sys; o = json.loads(open(sys.argv[1]).readline()); print($2)" "$1"; }
# valid FILE DESCRIPTION: python3 -m json.tool accepts FILE (--json-lines: each line an object).
valid() { python3 -m json.tool --json-lines "$1" >/dev/null 2>&1 && ok || fail "$2: not JSON: $(head -c 300 "$1")"; }
# same WANT FILE EXPRESSION
same() { local got; got=$(field "$2" "$3"); [ "$got" = "$1" ] && ok || fail "$3 of $2: '$got', want '$1'"; }

# The issue's line.
"$NIMCERT" values .07 20 --json | python3 -m json.tool >pretty.txt && ok || fail "values .07 20 --json | python3 -m json.tool"
expect_exit 0 "values --json" -- "$NIMCERT" values .07 20 --json --cert v.cert
valid out.txt "values"
same "1 values 0.07 20 [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3]" out.txt \
  'o["schema"], o["command"], o["code"], o["n"], o["values"]'
same "$(sha256sum v.cert | cut -c1-64) v.cert" out.txt 'o["certificate"]["sha256"], o["certificate"]["file"]'
[ "$(wc -l <out.txt)" = 1 ] && ok || fail "values --json: not one line"

expect_exit 0 "period --json" -- "$NIMCERT" period .77 --json
same "0.77 True 71 12 None" out.txt 'o["code"], o["periodic"], o["prefix"], o["period"], o["certificate"]'
expect_exit 1 "period --json without a period" -- "$NIMCERT" period .6 --max 256 --json
same "False True" out.txt 'o["periodic"], o["values_computed"] >= 256'
expect_exit 0 "period take-or-break --json" -- "$NIMCERT" period lasker --json
same "take-or-break 1 4 4" out.txt 'o["code"], o["prefix"], o["period"], o["saltus"]'

expect_exit 0 "zeros --json" -- "$NIMCERT" zeros .07 --json
valid out.txt "zeros"
same "[0, 1, 5, 9, 15] {'shift': 5, 'step': 34, 'from': 15} 1" out.txt \
  'o["zeros_below_prefix"][:5], o["recurrence"], o["gf_denominator"][0]'

expect_exit 0 "term --json" -- "$NIMCERT" term A215721 1000000000000000000000000000000 --json
valid out.txt "term"
same "A215721 True True" out.txt 'o["sequence"], isinstance(o["value"], int) and o["value"] > 10**30, len(o["argument"]) > 2'

# A large: row answered from the statement it records (issue 41): the value a number, the
# argument the text's lines, which say so.
expect_exit 0 "term --json (a large: row's recorded statement)" -- "$NIMCERT" term A344227 14 --json
valid out.txt "term A344227 14"
same "0 True" out.txt 'o["value"], any("when the row was recorded" in l for l in o["argument"])'

expect_exit 0 "kayles --json" -- "$NIMCERT" kayles grid 3 5 --json --cert g.cert
valid out.txt "kayles"
same "grid 3 5 15 False 3 True" out.txt 'o["graph"], o["vertices"], o["pruned"], o["value"], o["certificate"] is not None'
expect_exit 0 "kayles --pruned --json" -- "$NIMCERT" kayles queens 6 --pruned --json
same "True 1" out.txt 'o["pruned"], o["value"]'

mkdir c
expect_exit 0 "census --json" -- "$NIMCERT" census 0.d --max 1024 --out c --jobs 1 --json
valid out.txt "census"
same "8 0.0 census-row True" out.txt 'o["codes"], o["rows"][0]["code"], o["rows"][0]["command"], all(r["verdict"].startswith("VERIFIED") for r in o["rows"])'

expect_exit 0 "catalogue --json" -- "$NIMCERT" catalogue --json
valid out.txt "catalogue"
same "True True" out.txt 'len(o["rows"]) > 10, all(len(r["sha256"]) == 64 for r in o["rows"])'

# Errors: an object with the message and the exit status.
expect_exit 2 "bad code --json" -- "$NIMCERT" period 0.9x --json
valid out.txt "error"
same "2 True" out.txt 'o["exit"], o["error"].startswith("invalid game code")'
expect_grep "invalid game code" err.txt "the message still on stderr"

# nimcheck --json: verified, rejected (digest of the whole file even though checking stops early),
# unreadable, standard input; one line per file, the text's exit status.
"$NIMCERT" values .07 2000 --cert big.cert >/dev/null 2>&1
sed 's/^7 1 5$/7 0/' big.cert >bad.cert  # G(7) = 0 claimed, but 7 -> 5 reaches 0
expect_exit 2 "nimcheck --json" -- "$NIMCHECK" --json v.cert bad.cert missing.cert
valid out.txt "nimcheck"
[ "$(wc -l <out.txt)" = 3 ] && ok || fail "nimcheck --json: one line per file"
same "VERIFIED heap game 0.07: G(0..20) as listed None None $(sha256sum v.cert | cut -c1-64)" out.txt \
  'o["verdict"], o["statement"], o["line"], o["reason"], o["sha256"]'
sed -n 2p out.txt >bad.json; sed -n 3p out.txt >missing.json
same "REJECTED None True $(sha256sum bad.cert | cut -c1-64)" bad.json 'o["verdict"], o["statement"], o["line"] > 0, o["sha256"]'
same "UNREADABLE None None" missing.json 'o["verdict"], o["line"], o["sha256"]'
expect_exit 0 "nimcheck --json -" -- bash -c "'$NIMCHECK' --json - <big.cert"
same "- $(sha256sum big.cert | cut -c1-64)" out.txt 'o["file"], o["sha256"]'
printf 'x\001"\\y\n' >"$(printf 'we\001ird "name.cert')"
expect_exit 2 "nimcheck --json, a name with control bytes and quotes" -- "$NIMCHECK" --json "$(printf 'we\001ird "name.cert')"
valid out.txt "nimcheck odd name"

echo "json: $passes passed, $fails failed"
[ $fails = 0 ]
