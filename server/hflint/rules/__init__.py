"""The rules, in one explicit list; each names the catalog code it emits."""

from __future__ import annotations

from hflint.catalog import Catalog
from hflint.core.flow import CallObservation
from hflint.rules.base import Rule
from hflint.versions import AssumedRelease

RULES: list[Rule] = []


def checks_in_order(obs: CallObservation, release: AssumedRelease, catalog: Catalog) -> list[tuple[Rule, bool]]:
    return []
