"""docs/python.md's worked example runs as written (in a scratch directory)."""
import contextlib
import io
import os
import re

import pytest

DOC = os.path.join(os.path.dirname(__file__), "..", "..", "docs", "python.md")


def test_worked_example_runs_as_written(tmp_path, monkeypatch):
    pytest.importorskip("networkx")
    with open(DOC, encoding="utf-8") as f:
        block = re.search(r"^```python\n(.*?)^```$", f.read(), re.S | re.M).group(1)
    monkeypatch.chdir(tmp_path)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(block, "docs/python.md", "exec"), {})
    # each print's expected output is the comment on its line, where the line has one
    expected = [m.group(1).strip() for m in re.finditer(r"^print\(.*#\s*(.*)$", block, re.M)]
    printed = [line.strip() for line in out.getvalue().splitlines()]
    for want in expected:
        assert any(p == want or (want.startswith("...") and p.endswith(want[3:])) for p in printed), want
    assert (tmp_path / "grundy.cert").exists() and (tmp_path / "random.cert").exists()
