"""Writes early_params.json: the JSON shapes of the params of the messages the early start takes (lsp/early.py).

`python -m hflint.lsp.early_schema` regenerates it from the installed lsprotocol (run it
after upgrading pygls, lsprotocol or cattrs; tests/lsp/test_early_initialize.py fails until
then). The server never imports this module: it reads the JSON file (see early.py).

A type is written as "bool", "int" (32-bit signed), "uint" (31-bit unsigned), "number",
"str", "null", "any", or an object: {"enum": [...]}, {"literal": [...]}, {"list": T},
{"union": [T, ...]}, {"class": NAME}. A class is a list of [json name, T, required].
"""

from __future__ import annotations

import enum
import json
import typing
from collections.abc import Sequence
from importlib.metadata import version
from pathlib import Path
from typing import Any

PATH = Path(__file__).with_name("early_params.json")
# The packages whose behaviour the early reply mirrors (pygls computes the capabilities,
# lsprotocol and cattrs decide which params are accepted).
PACKAGES = ("pygls", "lsprotocol", "cattrs")


def build() -> dict[str, Any]:
    import attrs
    from lsprotocol import _hooks, types, validators

    _hooks._resolve_forward_references()
    classes: dict[str, list[list[Any]]] = {}

    def of(tp: Any, validator: Any = None) -> Any:
        origin, args = typing.get_origin(tp), typing.get_args(tp)
        if tp is type(None):
            return "null"
        if tp is typing.Any or tp is object:
            return "any"
        if tp is bool:
            return "bool"
        if tp is int:
            return "uint" if validator is not None and "uinteger_validator" in repr(validator) else "int"
        if tp is float:
            return "number"
        if tp is str:
            return "str"
        if origin is typing.Union:
            return {"union": [of(a, validator) for a in args]}
        if origin is typing.Literal:
            return {"literal": list(args)}
        if origin in (list, Sequence):
            return {"list": of(args[0])}
        if isinstance(tp, type) and issubclass(tp, enum.Enum):
            return {"enum": [m.value for m in tp]}
        if isinstance(tp, type) and attrs.has(tp):
            name = tp.__name__
            if name not in classes:
                classes[name] = []  # (recursive types)
                hints = typing.get_type_hints(tp, vars(types))
                classes[name] = [
                    [_camel(f.name), of(hints[f.name], f.validator), f.default is attrs.NOTHING] for f in attrs.fields(tp)
                ]
            return {"class": name}
        raise TypeError(f"no JSON shape for {tp!r}")

    assert validators.INTEGER_MAX_VALUE == validators.UINTEGER_MAX_VALUE == 2**31 - 1
    roots = {
        method: of(params)
        for method, params in (
            ("initialize", types.InitializeParams),
            ("workspace/didChangeConfiguration", types.DidChangeConfigurationParams),
            ("textDocument/didOpen", types.DidOpenTextDocumentParams),
            ("textDocument/diagnostic", types.DocumentDiagnosticParams),
        )
    }
    return {"versions": {name: version(name) for name in PACKAGES}, "roots": roots, "classes": dict(sorted(classes.items()))}


def _camel(name: str) -> str:
    """lsprotocol's field name on the wire (its converter drops a trailing `_` and camel-cases)."""
    parts = name.removesuffix("_").split("_")
    return parts[0] + "".join(p.title() for p in parts[1:])


def render(schema: dict[str, Any]) -> str:
    lines = ["{", f'"versions": {json.dumps(schema["versions"])},', f'"roots": {json.dumps(schema["roots"])},', '"classes": {']
    names = list(schema["classes"])
    for i, name in enumerate(names):
        comma = "," if i < len(names) - 1 else ""
        lines.append(f"{json.dumps(name)}: {json.dumps(schema['classes'][name])}{comma}")
    lines += ["}", "}", ""]
    return "\n".join(lines)


if __name__ == "__main__":
    PATH.write_text(render(build()), encoding="utf-8")
    print(f"wrote {PATH}")
