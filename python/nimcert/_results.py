"""Result objects: dicts with the keys of the command line's --json objects (docs/json.md), also
readable as attributes (r.prefix is r["prefix"]); values() returns a list with attributes."""


class Result(dict):
    """A dict whose keys are also attributes: period(".77").period == 12."""

    def __getattr__(self, key):
        try:
            return self[key]
        except KeyError:
            raise AttributeError(key) from None

    def __dir__(self):
        return list(self.keys()) + dir(dict)


class Values(list):
    """G(0..n) as a list, with .code (canonical) and, when a certificate was written,
    .certificate ({"file", "sha256"}), .sha256 and .statement (what nimcheck verified)."""

    def __init__(self, values, code, certificate=None, statement=None):
        super().__init__(values)
        self.code = code
        self.certificate = certificate
        self.sha256 = certificate["sha256"] if certificate else None
        self.statement = statement
