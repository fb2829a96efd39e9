"""Server settings: initializationOptions and didChangeConfiguration, validated, merged with [tool.hflint]."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from packaging.version import Version

from hflint.catalog import Catalog


@dataclass(frozen=True, slots=True)
class ServerSettings:
    select: tuple[str, ...] | None = None
    ignore: tuple[str, ...] = ()
    transformers_version: str | None = None
    inlay_hints: bool = False
    interpreter: str | None = None
    debounce_ms: int = 120
    problems: tuple[str, ...] = field(default=(), compare=False)


_KEYS = {
    "select": "select",
    "ignore": "ignore",
    "transformersVersion": "transformers_version",
    "transformers_version": "transformers_version",
    "inlayHints": "inlay_hints",
    "inlay_hints": "inlay_hints",
    "interpreter": "interpreter",
    "debounceMs": "debounce_ms",
    "enable": None,
    "trace": None,
    "importStrategy": None,
    "path": None,
}


def _shown(value: Any) -> str:
    """A setting's value as messages quote it: never longer than 60 characters."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def parse_settings(raw: Any, catalog: Catalog) -> ServerSettings:
    """Read client settings; every bad value falls back to the default and is named in `problems`.
    Codes are taken as `hflint check --select` takes them (codes, prefixes, slugs)."""
    problems: list[str] = []
    if raw is None:
        return ServerSettings()
    if isinstance(raw, dict) and isinstance(raw.get("hflint"), dict):
        raw = raw["hflint"]
    if not isinstance(raw, dict):
        return ServerSettings(problems=(f"settings must be an object, got {type(raw).__name__}",))
    values: dict[str, Any] = {}
    for key, value in raw.items():
        if key not in _KEYS:
            problems.append(f"unknown setting {key!r} ignored")
            continue
        target = _KEYS[key]
        if target is None:
            continue
        if target in ("select", "ignore"):
            if value is None and target == "select":
                continue
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                problems.append(f"{key} must be a list of codes; using the default")
                continue
            named = [v.strip() for v in value if v.strip()]
            bad = [v for v in named if catalog.selector(v) is None]
            if bad:
                problems.append(
                    f"{key}: unknown code(s) {', '.join(_shown(c) for c in bad[:5])}{' and more' if len(bad) > 5 else ''} ignored"
                )
            codes = [code for code in map(catalog.selector, named) if code is not None]
            if target == "select" and bad and not codes:
                continue  # (a select of nothing known would silence every code: the default instead)
            values[target] = tuple(codes) if not (target == "select" and "ALL" in codes) else None
        elif target == "transformers_version":
            if value in (None, ""):
                continue
            try:
                if isinstance(value, bool) or not isinstance(value, (str, int, float)):
                    raise ValueError(value)
                Version(str(value))
            except ValueError:  # (InvalidVersion; a number of more digits than Python converts)
                problems.append(f"transformersVersion {_shown(value)} is not a release number; detecting it instead")
                continue
            values[target] = str(value)
        elif target == "inlay_hints":
            if not isinstance(value, bool):
                problems.append("inlayHints must be true or false; using false")
                continue
            values[target] = value
        elif target == "interpreter":
            if value in (None, ""):
                continue
            if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
                value = value[0]
            if not isinstance(value, str) or len(value) > 4096 or "\0" in value:
                problems.append(f"interpreter must be a path, not {_shown(value)}; ignoring it")
                continue
            values[target] = value
        elif target == "debounce_ms":
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 5000:
                problems.append("debounceMs must be an integer between 0 and 5000; using 120")
                continue
            values[target] = value
    return ServerSettings(**values, problems=tuple(problems))
