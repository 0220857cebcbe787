# Writes the sharded-proof cases of the corpus (certs/FORMAT.md, "Sharded proofs"): a root and
# its shards from `nimcert kayles grid 2 5 --pruned --shards DIR --small-cells 4`, then tampered,
# missing, swapped, foreign and malformed variants. Shard files are *.shard, so that
# corpus_test.sh runs only the *.cert files; the roots find them in their own directory.
# usage: python3 tests/corpus/make_shard_cases.py
import hashlib, os
C = os.path.dirname(os.path.abspath(__file__))
def sha(t): return hashlib.sha256(t.encode()).hexdigest()
def w(path, text): open(os.path.join(C,path),'w').write(text)
# the grid 2 5 proof (small 4), shards as the solver wrote them
shard_a_body = "nimcert-certificate 1\ngame kayles grid 2 5\nclaims 1 small 4\n2x3:7c N 0 0\nproves 2x3:7c N 0\nend\n"
shard_b_body = "nimcert-certificate 1\ngame kayles grid 2 5\nclaims 1 small 4\n2x4:7f N 1 5\nproves 2x4:7f N 1\nend\n"
def with_head(expect, what, body, reason=None):
    h = "# expect: %s\n# %s\n" % (expect, what)
    if reason: h += "# reason: %s\n" % reason
    return h + body
def root(imports, head, extra=""):
    body = "nimcert-certificate 1\ngame kayles grid 2 5\nclaims 4 small 4\n2x5:ffc N 0 2\n" + imports + "2x5:ffc P 1\nvalue 1\nend\n"
    return head + body
shard_a = "# a shard of sharded-grid-2x5.cert: N(2x3:7c, 0) (nimcert kayles grid 2 5 --pruned --shards DIR --small-cells 4)\n" + shard_a_body
shard_b = "# a shard of sharded-grid-2x5.cert: N(2x4:7f, 1)\n" + shard_b_body
for d in ('correct','incorrect'):
    w(d+'/grid-2x5-a.shard', shard_a)
    w(d+'/grid-2x5-b.shard', shard_b)
A, B = sha(shard_a), sha(shard_b)
imp = lambda na, da, nb, db: "2x3:7c N 0 shard %s %s\n2x4:7f N 1 shard %s %s\n" % (na, da, nb, db)
# correct
w('correct/sharded-grid-2x5.cert', root(imp('grid-2x5-a.shard',A,'grid-2x5-b.shard',B),
  "# expect: VERIFIED\n# a sharded proof (FORMAT.md, Sharded proofs): two claims imported from shards, each checked with its own table\n# reason: 2 imported from shards, each verified\n"))
w('correct/shard-grid-2x5.cert', with_head('VERIFIED', 'a shard checked on its own: it ends with proves instead of value', shard_b_body, 'shard: 2x4:7f N 1'))
w('correct/shard-proves-by-value.cert', with_head('VERIFIED', 'proves N(X, h) holds when X has a verified value other than h',
  "nimcert-certificate 1\ngame kayles grid 2 5\nclaims 4 small 4\n2x5:ffc N 0 2\n2x3:7c N 0 0\n2x4:7f N 1 5\n2x5:ffc P 1\nproves 2x5:ffc N 3\nend\n", 'shard: 2x5:ffc N 3'))
# incorrect
tampered = shard_b.replace("2x4:7f N 1 5", "2x4:7f N 1 6")
w('incorrect/grid-2x5-tampered.shard', tampered)
w('incorrect/shard-tampered.cert', root(imp('grid-2x5-a.shard',A,'grid-2x5-tampered.shard',B),
  "# expect: REJECTED 9\n# the second shard was changed after the root named its digest\n# reason: has another SHA-256 than the one named here\n"))
w('malformed/shard-missing.cert', root(imp('grid-2x5-gone.shard',A,'grid-2x5-b.shard',B),
  "# expect: MALFORMED 8\n# the root names a shard file that is not there: the proof is incomplete, not false (exit 2), and the path has no '//'\n# reason: /malformed/grid-2x5-gone.shard: No such file\n"))
w('incorrect/shard-swapped.cert', root(imp('grid-2x5-b.shard',B,'grid-2x5-a.shard',A),
  "# expect: REJECTED 8\n# the two shards swapped: each digest matches its file, but the file proves another claim\n# reason: the shard proves 2x4:7f N 1, not 2x3:7c N 0\n"))
other = "# a shard of another graph\n" + shard_b_body.replace("grid 2 5", "grid 2 6")
w('incorrect/grid-2x6.shard', other)
w('incorrect/shard-other-game.cert', root(imp('grid-2x5-a.shard',A,'grid-2x6.shard',sha(other)),
  "# expect: REJECTED 9\n# the shard is about another graph (its digest matches)\n# reason: the shard is about 'game kayles grid 2 6'\n"))
bad_inside = "# a shard whose N witness is wrong\n" + shard_b_body.replace("2x4:7f N 1 5", "2x4:7f N 1 0")
w('incorrect/grid-2x5-wrong-witness.shard', bad_inside)
w('incorrect/shard-rejected-inside.cert', root(imp('grid-2x5-a.shard',A,'grid-2x5-wrong-witness.shard',sha(bad_inside)),
  "# expect: REJECTED 9\n# the shard's own record is false: the root is rejected at the line that imports it\n# reason: is REJECTED at its line 5\n"))
w('incorrect/shard-proves-unverified.cert', with_head('REJECTED 8', 'a shard whose proves line states a claim its records do not verify',
  shard_b_body.replace("proves 2x4:7f N 1", "proves 2x4:7f N 2"), 'N(X, 2) is not verified'))
w('incorrect/shard-proves-p-wrong.cert', with_head('REJECTED 11', 'proves P(X, h) with h not the verified value',
  "nimcert-certificate 1\ngame kayles grid 2 5\nclaims 4 small 4\n2x5:ffc N 0 2\n2x3:7c N 0 0\n2x4:7f N 1 5\n2x5:ffc P 1\nproves 2x5:ffc P 2\nend\n", "the class's verified value is 1"))
selfname = 'shard-self.cert'
w('incorrect/'+selfname, with_head('REJECTED 7', 'a shard that names itself: its digest cannot match (it would have to contain its own SHA-256)',
  "nimcert-certificate 1\ngame kayles grid 2 5\nclaims 1 small 4\n2x4:7f N 1 shard %s %s\nproves 2x4:7f N 1\nend\n" % (selfname, B), 'has another SHA-256 than the one named here'))
w('incorrect/shard-import-unused.cert', with_head('REJECTED 8', 'an imported claim is a record like any other: it must be used',
  "nimcert-certificate 1\ngame kayles grid 2 5\nclaims 2 small 4\n2x4:7f N 1 5\n2x3:7c N 0 shard grid-2x5-a.shard %s\nproves 2x4:7f N 1\nend\n" % A, 'never used'))
# malformed
w('malformed/shard-bad-name.cert', with_head('MALFORMED 7', 'a shard name with a slash (only A-Z a-z 0-9 _ - . and no leading dot)',
  "nimcert-certificate 1\ngame kayles grid 2 5\nclaims 1 small 4\n2x4:7f N 1 shard ../grid-2x5-b.shard %s\nproves 2x4:7f N 1\nend\n" % B, "a shard's file name"))
w('malformed/shard-bad-digest.cert', with_head('MALFORMED 7', 'a SHA-256 of 63 digits',
  "nimcert-certificate 1\ngame kayles grid 2 5\nclaims 1 small 4\n2x4:7f N 1 shard grid-2x5-b.shard %s\nproves 2x4:7f N 1\nend\n" % B[:63], "64 lower-case hex digits"))
w('malformed/proves-in-classes.cert', with_head('MALFORMED 9', 'proves ends a claims certificate only',
  "nimcert-certificate 1\ngame kayles grid 2 3\nclasses 2\n1x1:8 1 0\n2x2:7 2 2 0\nproves 2x2:7 P 2\nend\n", "not a classes certificate"))
w('malformed/proves-fields.cert', with_head('MALFORMED 8', 'proves takes SHAPE P|N h',
  "nimcert-certificate 1\ngame kayles grid 2 5\nclaims 1 small 4\n2x4:7f N 1 5\nproves 2x4:7f Q 1\nend\n", "expected 'value G', 'proves SHAPE P h'"))
