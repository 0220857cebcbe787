# Writes the corpus cases of issue 41 (certs/FORMAT.md, "Sharded proofs": what the checker reads
# and how much): each case is a directory holding root.cert and the *.shard files it imports, so
# that corpus_test.sh, which runs */*.cert and */*/*.cert, runs the root only. Cases that git
# cannot store (a FIFO, a link to /dev/zero, a link out of the directory) are made at test time
# by tests/shard_files_test.sh.
# usage: python3 tests/corpus/make_shard_limits.py
import hashlib, os, shutil
C = os.path.dirname(os.path.abspath(__file__))
HEAD = "nimcert-certificate 1\ngame kayles grid 2 5\n"
def sha(t): return hashlib.sha256(t.encode()).hexdigest()
def case(path):  # a fresh directory for one case
    d = os.path.join(C, path)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    return d
def w(d, name, text):
    open(os.path.join(d, name), 'w').write(text)
    return sha(text)
def head(expect, what, reason=None, options=None):
    h = "# expect: %s\n# %s\n" % (expect, what)
    if reason: h += "# reason: %s\n" % reason
    if options: h += "# options: %s\n" % options
    return h

# F1: a chain of 120 pass-through shards, each importing N(2x4:7f, 1) from the next (the last
# proves it by cell 5). Each level used to put a 64 KiB reader on the stack: SIGSEGV. Now shards
# nest at most 32 deep: MALFORMED at the root's import (line 7), with the chain of shards.
d = case('malformed/shard-chain-120')
inner = w(d, 'c120.shard', HEAD + "claims 1 small 4\n2x4:7f N 1 5\nproves 2x4:7f N 1\nend\n")
passthrough = lambda name, digest: HEAD + "claims 1 small 4\n2x4:7f N 1 shard %s %s\nproves 2x4:7f N 1\nend\n" % (name, digest)
for i in range(119, 0, -1):
    inner = w(d, 'c%03d.shard' % i, passthrough('c%03d.shard' % (i + 1), inner))
w(d, 'root.cert', head('MALFORMED 7', 'a chain of 120 nested shards (issue 41, F1: a stack overflow): shards nest at most 32 deep',
  'shards nest at most 32 deep (limit)') + passthrough('c001.shard', inner))

# F2: the DAG of 4D + 1 true files, D = 12: f_i imports N(X, 0), N(X, 1), N(X, 2) from three shards
# g_i_h, each of which imports P(X, 3) from f_(i+1); X = 2x3:7c (value 3: cells 0, 1, 2 reach 0, 1, 2).
# Checked path by path, the leaf is checked 3^12 times (D = 8 took 18.8 s); each digest is
# checked once now. (The DAG at D = 8 with --max-work: below.)
def dag(d, D, top):
    f = w(d, 'f%02d.shard' % D, HEAD + "claims 1 small 4\n2x3:7c 3 0 1 2\nproves 2x3:7c P 3\nend\n")
    for i in range(D - 1, -1, -1):
        g = [w(d, 'g%02d-%d.shard' % (i + 1, h), HEAD + "claims 1 small 4\n2x3:7c P 3 shard f%02d.shard %s\nproves 2x3:7c N %d\nend\n" % (i + 1, f, h))
             for h in range(3)]
        body = HEAD + "claims 4 small 4\n" + "".join("2x3:7c N %d shard g%02d-%d.shard %s\n" % (h, i + 1, h, g[h]) for h in range(3)) + \
               "2x3:7c P 3\nproves 2x3:7c P 3\nend\n"
        f = w(d, 'root.cert' if i == 0 else 'f%02d.shard' % i, (top if i == 0 else "") + body)
dag(case('correct/shard-dag-12'), 12, head('VERIFIED', 'a DAG of 49 shards that reaches its leaf by 3^12 paths (issue 41, F2): each shard, by its digest, is checked once',
  'shard: 2x3:7c P 3'))

# F3: --max-work binds through shards. The DAG at D = 8 (33 files, 3,600 steps estimated for the
# root) under a cap of 10,000: the shards' steps count, and each shard's estimate is compared with
# what is left of the cap (the wrapped reason names the innermost shard's).
dag(case('incorrect/shard-dag-max-work'), 8, head('REJECTED 8', 'the D = 8 DAG under --max-work 10000 (issue 41, F3): the steps of the shards count against one cap',
  'less the', '--max-work 10000'))
# and a shard's bytes count (a step each, hashed and read): 64 KiB of comments in one shard.
d = case('incorrect/shard-padded-max-work')
s = w(d, 'padded.shard', ("#" + "x" * 63 + "\n") * 1024 + HEAD + "claims 1 small 4\n2x4:7f N 1 5\nproves 2x4:7f N 1\nend\n")
w(d, 'root.cert', head('REJECTED 8', 'a shard of 64 KiB of comments under --max-work 100000 (issue 41, F3): its bytes are counted before it is read',
  'bytes, read twice, take the steps past --max-work 100000', '--max-work 100000') +
  HEAD + "claims 1 small 4\n2x4:7f N 1 shard padded.shard %s\nproves 2x4:7f N 1\nend\n" % s)

# F5: no symbolic link is followed, not even one to a true shard in the same directory.
d = case('malformed/shard-symlink')
s = w(d, 'target.shard', HEAD + "claims 1 small 4\n2x4:7f N 1 5\nproves 2x4:7f N 1\nend\n")
os.symlink('target.shard', os.path.join(d, 'link.shard'))
w(d, 'root.cert', head('MALFORMED 7', 'a shard named by a symbolic link, to a true shard beside it (issue 41, F5): nimcheck follows no link',
  'it is a symbolic link') + HEAD + "claims 1 small 4\n2x4:7f N 1 shard link.shard %s\nproves 2x4:7f N 1\nend\n" % s)
