#!/usr/bin/env python3
# Fit T = a*N^e (least squares on log-log) to the prefix runs in results.tsv and
# extrapolate to the record counts the period checks need.
import math, collections
runs = collections.defaultdict(list)
for line in open(__import__("os").path.join(__import__("os").path.dirname(__file__), "results.tsv")):
    v, cert, k, cv, *_ = line.rstrip("\n").split("\t")
    if k != "full" and cv:
        runs[(v, cert)].append((int(k), float(cv)))
targets = {  # values needed = the certificate's record count; k = digits with bit 4
    "0.16":  (509622, "octal-0.16.cert"),
    "0.56":  (653570, "octal-0.165.cert"),
    "0.376": (4536507, "octal-0.165.cert"),
    "0.354": (20126195, "octal-0.165.cert"),
    "0.165": (13465, "octal-0.165.cert"),
}
fits = {}
for (v, cert), pts in sorted(runs.items()):
    pts.sort()
    xs = [math.log(n) for n, _ in pts]; ys = [math.log(t) for _, t in pts]
    m = len(xs); mx = sum(xs) / m; my = sum(ys) / m
    e = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)
    last_n, last_t = pts[-1]
    fits[(v, cert)] = (e, last_n, last_t)
    loc = [math.log(pts[i+1][1] / pts[i][1]) / math.log(pts[i+1][0] / pts[i][0]) for i in range(m - 1)]
    print(f"{v:9s} {cert:18s} points {pts}  fitted exponent {e:.2f}  local {['%.2f' % l for l in loc]}")
def fmt(s):
    for unit, sec in (("years", 3.156e7), ("days", 86400), ("h", 3600), ("min", 60)):
        if s >= sec: return f"{s:.3g} s = {s/sec:.3g} {unit}"
    return f"{s:.3g} s"
print()
for game, (n, base) in targets.items():
    for v in ("natint", "unary", "arrayvat"):
        key = (v, base if v != "arrayvat" else "octal-0.16.cert")
        if key not in fits: continue
        e, n1, t1 = fits[key]
        scale = 1.0
        if v == "arrayvat" and game != "0.16": scale = 2.0  # two bit-4 digits instead of one
        for ee in sorted({3.0 if v != "arrayvat" else 2.0, round(e, 2)}):
            print(f"{game:6s} N={n:>9d} {v:9s} from N={n1} ({t1:.1f} s) exponent {ee:.2f}: {fmt(scale * t1 * (n / n1) ** ee)}")
