// nimcert._nimcert: the solver's entry points for Python. The package nimcert (nimcert/__init__.py)
// wraps it: graphs from networkx or Sage, check() through the nimcheck program, result objects.
#include "bind_common.hpp"

PYBIND11_MODULE(_nimcert, m) {
    m.doc() = "nimcert's solver (use the package nimcert, docs/python.md)";
    nimcert_python::bind_heap(m);
    nimcert_python::bind_kayles(m);
}
