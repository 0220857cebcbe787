#!/usr/bin/env bash
# docs/ci.md's recipe, run as written: a scratch "paper repository" with two certificates, their
# SHA256SUMS and nimcert as a git submodule (of SOURCE_DIR's committed HEAD), then the lines
# between its recipe:begin and recipe:end markers, which build nimcheck from checker/ alone and
# verify the certificates. (The recipe once downloaded a .deb from a placeholder URL.)
# usage: ci_recipe_test.sh SOURCE_DIR
set -u
SRC=$1
lib="$(cd "$(dirname "$0")" && pwd)/lib.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
. "$lib"

sed -n '/<!-- recipe:begin/,/<!-- recipe:end/p' "$SRC/docs/ci.md" | sed '/^<!--/d; /^```/d' >recipe.sh
[ "$(grep -c . recipe.sh)" -ge 3 ] && ok || fail "docs/ci.md: no recipe between the recipe:begin and recipe:end markers"
mkdir paper && cd paper
git init -q && git config user.email test@localhost && git config user.name test
mkdir certs && cp "$SRC/certs/A002187.cert" "$SRC/certs/A317367.cert" certs/
sha256sum certs/*.cert >certs/SHA256SUMS
if git -c protocol.file.allow=always submodule --quiet add "$SRC" third_party/nimcert >../submodule.log 2>&1; then ok; else
  fail "git submodule add $SRC"; tail -3 ../submodule.log; fi
expect_exit 0 "docs/ci.md recipe as written" -- nice -n 19 bash -e ../recipe.sh
[ "$(grep -c '^VERIFIED certs/' out.txt)" = 2 ] && ok || fail "recipe: want two VERIFIED lines"
expect_grep '^certs/A317367\.cert: OK$' out.txt "recipe: sha256sum -c"
# and it fails, as CI must, on a damaged certificate
sed -i '0,/^period /s/^period .*/period 52 17/' certs/A002187.cert
nice -n 19 bash -e ../recipe.sh >/dev/null 2>&1 && fail "recipe: passed with a tampered certificate" || ok

echo "ci_recipe: $passes passed, $fails failed"
[ $fails = 0 ]
