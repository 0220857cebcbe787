#!/usr/bin/env bash
# proofs/audit-source, step 1 of proofs/build (issue 40, referee item O2): the real proofs/coq
# passes; a copy with one planted declaration fails, for every way of adding an assumption the
# audit must see (the plural `Axioms` passed `grep -w Axiom` before); Variable and Hypothesis
# inside a Section, and the words in prose comments that do not start a line, pass.
# usage: proofs_audit_test.sh REPO_ROOT
set -u
root=$1
audit=$root/proofs/audit-source
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch" || exit 1
. "$root/tests/lib.sh"

expect_exit 0 "the real proofs/coq" -- "$audit" "$root/proofs/coq"
# plant DESCRIPTION TEXT: a copy of proofs/coq with one more file holding TEXT must be refused
plant() {
  rm -rf coq && mkdir coq && cp "$root"/proofs/coq/*.v coq/
  printf '%s\n' "$2" >coq/Planted.v
  expect_exit 1 "planted: $1" -- "$audit" coq
  expect_grep 'Planted.v:' out.txt "planted: $1: the line is named"
}
plant "Axioms, plural" 'Axioms add_spec : False.'
plant "Axiom" 'Axiom oops : False.'
plant "Parameters" 'Parameters (p q : False).'
plant "Local Parameter" 'Local Parameter p : False.'
plant "Conjecture" 'Conjecture c : False.'
plant "Admitted" 'Lemma l : False. Proof. Admitted.'
plant "admit" 'Lemma l : False. Proof. admit. Defined.'
plant "Primitive" 'Primitive myadd := #int63_add.'
plant "Register" 'Register False as core.True.type.'
plant "Declare ML Module" 'Declare ML Module "evil".'
plant "Declare Instance" 'Declare Instance bad : Inhabited False.'
plant "top-level Variable" 'Variable v : False.'
plant "top-level Hypothesis" 'Hypothesis h : False.'
plant "top-level Hypotheses" 'Hypotheses (h1 h2 : False).'
plant "top-level Context" 'Context (h : False).'
plant "Variable after a section ends" $'Section S.\nVariable a : nat.\nEnd S.\nVariable v : False.'
plant "Hypothesis in a Module, not a Section" $'Module M.\nHypothesis h : False.\nEnd M.'
# inside a Section: discharged into the lemmas, not an axiom
rm -rf coq && mkdir coq && cp "$root"/proofs/coq/*.v coq/
printf '%s\n' 'Section S.' 'Variable n : nat.' 'Hypothesis H : n = 0.' 'Section T.' 'Variables (a b : nat).' 'End T.' \
  'Context (m : nat).' 'Lemma l : n = 0. Proof. exact H. Qed.' 'End S.' >coq/Fine.v
expect_exit 0 "Variable and Hypothesis inside (nested) sections" -- "$audit" coq
echo "proofs_audit: $passes passed, $fails failed"
[ $fails = 0 ]
