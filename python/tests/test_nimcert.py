"""The Python module nimcert (docs/python.md), run by ctest's python_module test with the build
tree's package on PYTHONPATH and the build tree's nimcheck as $NIMCHECK."""
import json
import os
import signal
import subprocess
import threading
import time

import pytest

import nimcert

NIMCERT = os.environ.get("NIMCERT")  # the command line, to compare with


def test_values_grundy_as_in_the_readme():
    g = nimcert.values("grundy", 30)
    assert g == [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3]
    assert isinstance(g, list) and g.code == "4u.0" and g.certificate is None


def test_values_with_a_checked_certificate(tmp_path):
    cert = tmp_path / "g.cert"
    g = nimcert.values("grundy", 1000, cert=cert)
    assert len(g) == 1001 and cert.exists()
    assert g.statement == "heap game 4u.0: G(0..1000) as listed"
    assert g.sha256 == g.certificate["sha256"] and len(g.sha256) == 64
    verdict = nimcert.check(cert)
    assert verdict.verdict == "VERIFIED" and verdict.sha256 == g.sha256 and verdict.line is None


def test_period_matches_known_values(tmp_path):
    p = nimcert.period(".77", cert=tmp_path / "k.cert")
    assert (p.code, p.prefix, p.period, p.periodic) == ("0.77", 71, 12, True)
    assert len(p["values"]) == 71 + 12 and p["values"].typecode == "I" and p["values"][70] == 6  # G(70) of Kayles, the last exception
    assert "least period 12, least prefix 71" in p.statement
    assert nimcert.period("0.07").prefix == 53


def test_the_same_certificate_as_the_command_line(tmp_path):
    if not NIMCERT:
        pytest.skip("NIMCERT not set")
    p = nimcert.period(".137", cert=tmp_path / "py.cert")
    subprocess.run([NIMCERT, "period", ".137", "--cert", str(tmp_path / "cli.cert")], check=True, capture_output=True)
    assert (tmp_path / "py.cert").read_bytes() == (tmp_path / "cli.cert").read_bytes()
    out = subprocess.run([NIMCERT, "period", ".137", "--json"], check=True, capture_output=True, text=True).stdout
    cli = json.loads(out)
    assert (cli["prefix"], cli["period"]) == (p.prefix, p.period)


def test_subtraction_games():
    p = nimcert.period("sub:1,2,4")
    assert (p.code, p.prefix, p.period) == ("0.3303", 0, 3)
    assert nimcert.canonical("sub:2,5") == "0.03003"


def test_no_period_within_max():
    p = nimcert.period(".6", max=256)
    assert p.periodic is False and p.prefix is None and p.values_computed >= 256


def test_zeros_of_dawsons_kayles():
    z = nimcert.zeros(".07")
    assert z.zeros_below_prefix[:6] == [0, 1, 5, 9, 15, 21]
    assert z.recurrence == {"shift": 5, "step": 34, "from": 15}
    assert all(isinstance(c, int) for c in z.gf_numerator)


def test_take_or_break():
    p = nimcert.period("lasker")
    assert (p.prefix, p.period, p.saltus) == (1, 4, 4)


def test_bad_input_raises_with_the_command_lines_message():
    with pytest.raises(ValueError, match="invalid game code '0.9x'"):
        nimcert.values("0.9x", 10)
    with pytest.raises(ValueError, match="non-negative integer"):
        nimcert.values(".07", -1)
    with pytest.raises(ValueError, match="no periodicity theorem covers unequal splits"):
        nimcert.period("grundy")
    with pytest.raises(ValueError, match="invalid subtraction game"):
        nimcert.period("sub:1,1")
    with pytest.raises(TypeError):
        nimcert.values(7, 10)
    with pytest.raises(ValueError, match="--threads takes 1 to 64"):
        nimcert.kayles("grid 3 3", threads=0)
    with pytest.raises(ValueError, match="unknown graph family"):
        nimcert.kayles("hypercube 3")
    with pytest.raises(TypeError):
        nimcert.kayles(42)


def test_certificates_name_their_making(tmp_path):
    # issue 41 (certs/FORMAT.md, "Provenance"): the second line is the command line that writes the
    # same bytes; a graph given as edges has no file to name, so no such line
    if not NIMCERT:
        pytest.skip("NIMCERT not set")
    nimcert.kayles("queens 6", cert=tmp_path / "q.cert", threads=2)
    line = (tmp_path / "q.cert").read_text().split("\n")[1]
    prefix = "# made by nimcert "
    assert line.startswith(prefix) and ": nimcert kayles queens 6 --pruned " in line, line
    command = line.split(": ", 1)[1].split()[1:]
    subprocess.run([NIMCERT] + command + ["--cert", str(tmp_path / "cli.cert")], check=True, capture_output=True)
    assert (tmp_path / "q.cert").read_bytes() == (tmp_path / "cli.cert").read_bytes()
    nimcert.kayles([(0, 1), (1, 2)], cert=tmp_path / "e.cert")
    assert not any(l.startswith("#") for l in (tmp_path / "e.cert").read_text().split("\n"))


def test_kayles_families_and_graphs(tmp_path):
    assert nimcert.kayles("grid 3 4").value == 0
    assert nimcert.kayles(("queens", 5), pruned=False).value == 3  # A344227(5)
    path = [(k, k + 1) for k in range(9)]  # the path on 10 vertices: Node-Kayles on paths is Dawson's chess, 0.137
    r = nimcert.kayles(path, cert=tmp_path / "p.cert")
    assert r.vertices == 10 and r.statement is not None
    assert r.value == nimcert.values(".137", 10)[10]


def test_kayles_leaf_and_ply_options(tmp_path):
    # issue 39's --zero-cells and --choose-plies, as the catalogue pins them (0 and 0): the same
    # value, a certificate without the `zero L` clause, and the command line's bytes
    r = nimcert.kayles("queens 6", cert=tmp_path / "q.cert", zero_cells=0, choose_plies=0)
    d = nimcert.kayles("queens 6", cert=tmp_path / "d.cert")
    assert r.value == d.value == 1 and "whether G = 0" not in r.statement and "whether G = 0" in d.statement
    with pytest.raises(ValueError, match="--zero-cells takes 0 to 22"):
        nimcert.kayles("grid 3 3", zero_cells=23)
    with pytest.raises(ValueError, match="--choose-plies takes 0 to 8"):
        nimcert.kayles("grid 3 3", choose_plies=9)
    # --choose heap: the heap's moves first at the top plies; the same value, another proof
    # (queens 9), verified; its provenance line names the option; a bad order refused
    h = nimcert.kayles("queens 9", cert=tmp_path / "h.cert", choose="heap")
    t = nimcert.kayles("queens 9", cert=tmp_path / "t.cert")
    assert h.value == t.value == 1 and h.sha256 != t.sha256 and h.statement is not None
    assert "--choose heap" in (tmp_path / "h.cert").read_text().splitlines()[1]
    with pytest.raises(ValueError, match="--choose takes turns or heap"):
        nimcert.kayles("grid 3 3", choose="sideways")
    # --witness first: the first winning move as each N claim's witness; the same value, another
    # proof (more records), verified, named by its provenance line; a bad rule refused
    w = nimcert.kayles("queens 9", cert=tmp_path / "w.cert", witness="first")
    assert w.value == t.value and w.sha256 != t.sha256 and w.statement is not None
    assert "--witness first" in (tmp_path / "w.cert").read_text().splitlines()[1]
    with pytest.raises(ValueError, match="--witness takes cheap or first"):
        nimcert.kayles("grid 3 3", witness="last")



def test_petersen_in_the_ring_frame(tmp_path):
    """`petersen N K dihedral`: the same graph, classes up to its rotations; even N is one mirror record."""
    ring = nimcert.kayles("petersen 13 2 dihedral", cert=tmp_path / "r.cert")
    assert ring.value == nimcert.kayles("petersen 13 2").value
    assert ring.statement.startswith(f"Node-Kayles on petersen 13 2 dihedral: G = {ring.value} (")
    even = nimcert.kayles(("petersen", 12, 2, "dihedral"), cert=tmp_path / "e.cert")
    assert even.value == 0 and "(outcome proof: 1 claims: 0 P, 0 N, 0 valued by mex, 1 by a mirror" in even.statement

def test_kayles_of_a_networkx_graph():
    nx = pytest.importorskip("networkx")
    g = nx.petersen_graph()
    r = nimcert.kayles(g)
    assert r.vertices == 10 and r.value == nimcert.kayles("petersen 5 2").value
    labelled = nx.relabel_nodes(nx.grid_2d_graph(3, 4), {})  # tuple labels
    assert nimcert.kayles(labelled).value == nimcert.kayles("grid 3 4").value


class DuckGraph:  # Sage-like: vertices() and edges() with labels
    def vertices(self):
        return ["a", "b", "c"]

    def edges(self):
        return [("a", "b", None), ("b", "c", None)]


def test_kayles_of_a_duck_typed_graph():
    assert nimcert.kayles(DuckGraph()).value == nimcert.kayles("path 3").value


def test_census_as_dicts():
    rows = nimcert.census("sub:3")
    assert [r["code"] for r in rows] == ["0.3", "0.03", "0.33", "0.003", "0.303", "0.033", "0.333"]
    for r in rows:
        assert r["periodic"] and r["verdict"].startswith("VERIFIED") and len(r["sha256"]) == 64
    assert rows[0]["period"] == 2 and rows[2]["period"] == 3


def test_check_reports_rejection(tmp_path):
    cert = tmp_path / "bad.cert"
    nimcert.values(".07", 20, cert=cert)
    cert.write_text(cert.read_text().replace("\n5 ", "\n5 9 ", 1))
    verdict = nimcert.check(cert)
    assert verdict.verdict in ("REJECTED", "MALFORMED") and verdict.line and verdict.reason
    assert nimcert.check(tmp_path / "missing.cert").verdict == "UNREADABLE"


def test_the_gil_is_released():
    ticks = []
    stop = threading.Event()

    def tick():
        while not stop.is_set():
            ticks.append(1)
            time.sleep(0.001)

    t = threading.Thread(target=tick)
    t.start()
    nimcert.values(".6", 100000)  # about a second
    stop.set()
    t.join()
    assert len(ticks) >= 5  # with the GIL held throughout: none


def test_ctrl_c_raises_keyboard_interrupt_and_writes_nothing(tmp_path):
    cert = tmp_path / "never.cert"
    timer = threading.Timer(0.3, lambda: os.kill(os.getpid(), signal.SIGINT))
    timer.start()
    start = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        nimcert.values(".6", 3000000, cert=cert)  # minutes if not interrupted
    assert time.monotonic() - start < 10
    assert not cert.exists() and list(tmp_path.iterdir()) == []


def test_progress_reaches_a_callback_and_the_logger(caplog):
    seen = []
    nimcert.values(".07", 100, progress=seen.append)
    assert seen[0] == "values .07 100: started" and seen[-1].startswith("values .07 100: done in ")
    with caplog.at_level("INFO", logger="nimcert"):
        nimcert.kayles("grid 3 3")
    assert any(r.getMessage().startswith("kayles grid 3 3: done") for r in caplog.records)
    with pytest.raises(TypeError, match="progress must be callable"):
        nimcert.values(".07", 10, progress=3)
