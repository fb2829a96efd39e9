"""The one way unit tests analyse a source text: the findings, once no rule failed inside."""

from __future__ import annotations

from typing import Any

from hflint.core.engine import Settings, analyze
from hflint.core.findings import Finding


def findings(source: str, filename: str, release: str, **settings: Any) -> list[Finding]:
    """Analyse `source` as `filename` under `release` (and any other Settings field)."""
    result = analyze(source, filename, Settings(transformers_version=release, **settings))
    assert result.internal_errors == [], result.internal_errors
    return list(result.findings)
