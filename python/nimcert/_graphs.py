"""Graphs for nimcert.kayles: a family of the command line, or any graph as an edge list.

A graph may be a list of edges (pairs of vertices), a networkx graph, a Sage graph, or anything
with vertices()/edges() (or nodes()/edges()) methods. Vertices may be any hashable labels; they
are numbered in sorted order when they sort, else in the order the graph lists them (the value
does not depend on the numbering; the certificate names the graph by its graph6 string, which does).
"""

FAMILIES = ("grid", "torus", "torus-queens", "queens", "kings", "knights", "path", "cycle", "strip", "petersen")


def family_words(spec):
    """("grid", 3, 16) or "grid 3 16" -> ("grid", [3, 16]); None when spec is not a family.
    "petersen N K dihedral" (the ring frame) -> ("petersen dihedral", [N, K])."""
    if isinstance(spec, str):
        words = spec.split()
        if not words or words[0] not in FAMILIES:
            raise ValueError(f"unknown graph family '{spec}' (known: {', '.join(FAMILIES)}; or give a graph)")
        spec = words
    elif isinstance(spec, tuple) and spec and isinstance(spec[0], str):
        spec = list(spec)
    else:
        return None
    dihedral = spec[0] == "petersen" and len(spec) == 4 and spec[3] == "dihedral"
    if dihedral:
        spec = spec[:3]
    args = []
    for a in spec[1:]:
        if isinstance(a, bool) or not isinstance(a, (int, str)) or (isinstance(a, str) and not a.isdigit()):
            raise TypeError(f"{spec[0]}: '{a}' is not a size")
        args.append(int(a))
    return spec[0] + (" dihedral" if dihedral else ""), args


def _vertices_and_edges(graph):
    if hasattr(graph, "edges") and callable(graph.edges):
        lister = getattr(graph, "vertices", None) or getattr(graph, "nodes", None)
        if lister is None or not callable(lister):
            raise TypeError("a graph needs vertices() or nodes() besides edges()")
        vertices = list(lister())
        edges = []
        for e in graph.edges():  # Sage lists (u, v, label), networkx (u, v)
            if not isinstance(e, (tuple, list)) or len(e) < 2:
                raise TypeError(f"an edge must be a pair of vertices, not {e!r}")
            edges.append((e[0], e[1]))
        return vertices, edges
    try:
        edges = [tuple(e) for e in graph]
    except TypeError:
        raise TypeError("kayles() takes a family ('grid 3 16' or ('grid', 3, 16)), a list of edges, "
                        f"a networkx or Sage graph, not {type(graph).__name__}") from None
    for e in edges:
        if len(e) != 2:
            raise TypeError(f"an edge must be a pair of vertices, not {e!r}")
    vertices = []
    seen = set()
    for u, v in edges:
        for x in (u, v):
            if x not in seen:
                seen.add(x)
                vertices.append(x)
    return vertices, edges


def edge_list_text(graph):
    """The text `nimcert kayles edges FILE` reads: "n m" then one "u v" line per edge, 0-based."""
    vertices, edges = _vertices_and_edges(graph)
    try:
        vertices = sorted(vertices)
    except TypeError:
        pass
    index = {v: k for k, v in enumerate(vertices)}
    lines = [f"{len(vertices)} {len(edges)}"]
    for u, v in edges:
        if u not in index or v not in index:
            raise ValueError(f"edge ({u!r}, {v!r}) names a vertex the graph does not list")
        lines.append(f"{index[u]} {index[v]}")
    return "\n".join(lines) + "\n"
