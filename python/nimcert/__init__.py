"""nimcert: Sprague-Grundy values of impartial games, with certificates (docs/python.md).

The solver's own entry points (not its printed text): values, period, zeros, census, kayles.
With cert=PATH a call writes the certificate the command line would write and, unless
verify=False, checks it with the independent nimcheck program (a separate process, as the
command line does); the result then carries its sha256 and the statement nimcheck verified.
Long calls release the GIL; Ctrl-C raises KeyboardInterrupt and writes nothing; bad input raises
ValueError or TypeError with the command line's message.
"""

import json
import logging
import os
import shutil
import subprocess
import time

from . import _nimcert
from ._graphs import edge_list_text, family_words
from ._results import Result, Values

__all__ = ["values", "period", "zeros", "census", "kayles", "check", "canonical", "Result", "Values"]
__version__ = "0.1.0"

log = logging.getLogger("nimcert")
canonical = _nimcert.canonical


def _nimcheck():
    """$NIMCHECK, else the nimcheck this module was built or installed with, else one on PATH."""
    if os.environ.get("NIMCHECK"):
        return os.environ["NIMCHECK"]
    from . import _paths
    if os.access(_paths.NIMCHECK, os.X_OK):
        return _paths.NIMCHECK
    found = shutil.which("nimcheck")
    if found:
        return found
    raise RuntimeError("nimcheck not found (set NIMCHECK=/path/to/nimcheck)")


def check(path, max_work=None):
    """Runs `nimcheck --json PATH`; returns its object: verdict (VERIFIED, REJECTED, MALFORMED or
    UNREADABLE), statement, line, reason, sha256 (docs/json.md)."""
    command = [_nimcheck(), "--json"]
    if max_work is not None:
        command += ["--max-work", str(int(max_work))]
    run = subprocess.run(command + ["--", os.fspath(path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    lines = run.stdout.splitlines()
    if run.returncode == 3 or not lines:
        raise RuntimeError(f"nimcheck failed: {run.stderr.strip()}")
    return Result(json.loads(lines[0]))


def _certified(result, cert, verify):
    """Adds sha256 and statement; with verify, only what nimcheck verified is returned."""
    result["sha256"] = result["certificate"]["sha256"] if result.get("certificate") else None
    result["statement"] = None
    if cert is not None and verify:
        verdict = check(cert)
        if verdict["verdict"] != "VERIFIED":
            raise RuntimeError(f"nimcheck did not verify {cert}: {verdict['verdict']} line {verdict['line']}: {verdict['reason']}")
        result["statement"] = verdict["statement"]
    return result


def _path(cert):
    return None if cert is None else os.fspath(cert)


class _Callback(logging.Handler):
    def __init__(self, progress):
        super().__init__(logging.INFO)
        self.progress = progress

    def emit(self, record):
        self.progress(record.getMessage())


def _timed(what, call, progress=None):
    """Runs call(), logging its start, the solver's reports (every few seconds, from the thread
    that waits for the solve) and its end on the logger "nimcert" at INFO; progress, a callable,
    receives the same messages during this call."""
    handler, level = None, log.level
    if progress is not None:
        if not callable(progress):
            raise TypeError("progress must be callable (it receives each progress message)")
        handler = _Callback(progress)
        log.addHandler(handler)
        if not log.isEnabledFor(logging.INFO):
            log.setLevel(logging.INFO)
    try:
        start = time.monotonic()
        log.info("%s: started", what)
        result = call()
        log.info("%s: done in %.2f s", what, time.monotonic() - start)
        return result
    finally:
        if handler is not None:
            log.removeHandler(handler)
            log.setLevel(level)


def values(code, n, cert=None, verify=True, method=None, progress=None):
    """G(0..n) of heap game CODE (".07", "grundy", "sub:1,2,4", ...) as a list (Values)."""
    r = _timed(f"values {code} {n}", lambda: _nimcert.values(code, n, _path(cert), method), progress)
    r = _certified(r, _path(cert), verify)
    return Values(r["values"], r["code"], r["certificate"], r["statement"])


def period(code, max=None, cert=None, verify=True, method=None, progress=None):
    """Least period and prefix, proved: Result with code, periodic, prefix, period, values
    (G(0..prefix+period-1)), certificate, sha256, statement. periodic is False (prefix and period
    None) when max values prove no period (the command line's exit 1)."""
    r = _timed(f"period {code}", lambda: _nimcert.period(code, max, _path(cert), method), progress)
    return _certified(Result(r), _path(cert), verify)


def zeros(code, max=None, cert=None, verify=True, method=None, progress=None):
    """The zero set of G: period's keys and zeros_below_prefix, zeros_residues, recurrence
    (shift, step, from: a(i) = a(i-shift) + step for i >= from), gf_numerator, gf_denominator."""
    r = _timed(f"zeros {code}", lambda: _nimcert.zeros(code, max, _path(cert), method), progress)
    return _certified(Result(r), _path(cert), verify)


def census(pattern, max=16384, progress=None):
    """Every code of PATTERN (0.dd, 0.ddd, 4.ddd, sub:N): a list of dicts (code, periodic, prefix,
    period, count, largest, class, sha256, verdict), each certificate verified by nimcheck."""
    saved = os.environ.get("NIMCHECK")
    os.environ["NIMCHECK"] = _nimcheck()  # the solver runs nimcheck on each certificate
    try:
        rows = _timed(f"census {pattern}", lambda: _nimcert.census(pattern, max), progress)
    finally:
        if saved is None:
            del os.environ["NIMCHECK"]
        else:
            os.environ["NIMCHECK"] = saved
    return [Result(r) for r in rows]


def _memory(memory):
    if memory is None:
        return 0
    if isinstance(memory, int) and not isinstance(memory, bool):
        return memory
    text = str(memory)
    shifts = {"": 0, "k": 10, "m": 20, "g": 30, "t": 40}
    digits = len(text) - len(text.lstrip("0123456789"))
    suffix = text[digits:].lower()
    if digits == 0 or digits > 12 or suffix not in shifts:
        raise ValueError(f"--memory takes a size such as 512M or 16G, not '{text}'")
    return int(text[:digits]) << shifts[suffix]


def kayles(graph_or_family, pruned=True, threads=1, memory=None, cert=None, verify=True, mirrors=True, small_cells=16,
           zero_cells=20, choose_plies=2, choose="turns", witness="cheap", progress=None):
    """Node-Kayles value of a graph: a family ("grid 3 16", ("queens", 8)), a list of edges, a
    networkx or Sage graph (duck-typed: vertices()/nodes() and edges()). pruned: an outcome proof
    (else the full table); memory: bytes or "16G" (default 5/8 of the available memory);
    small_cells, zero_cells, choose_plies, choose, witness: --small-cells, --zero-cells, --choose-plies,
    --choose ("turns" or "heap"), --witness ("cheap" or "first") (pruned only).
    Result with graph, vertices, pruned, value, certificate, sha256, statement."""
    family = family_words(graph_or_family)
    args = (pruned, threads, _memory(memory), mirrors, small_cells, zero_cells, choose_plies, choose, witness, _path(cert))
    if family:
        r = _timed(f"kayles {' '.join(map(str, [family[0]] + family[1]))}", lambda: _nimcert.kayles_family(family[0], family[1], *args), progress)
    else:
        text = edge_list_text(graph_or_family)
        r = _timed("kayles graph", lambda: _nimcert.kayles_edges(text, *args), progress)
    return _certified(Result(r), _path(cert), verify)
