"""Inlay hints (off by default): the inferred use_cache / cache_implementation at each call."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lsprotocol import types

from hflint.core.describe import NOT_SETTINGS_KINDS, describe_site
from hflint.core.engine import AnalysisResult

if TYPE_CHECKING:
    from hflint.lsp.server import Unit

_SHOWN = ("use_cache", "cache_implementation", "generation_config.use_cache", "generation_config.cache_implementation")


def hints(result: AnalysisResult, unit: Unit, uri: str, rng: types.Range, enc: str) -> list[types.InlayHint]:
    out: list[types.InlayHint] = []
    for site in result.sites:
        if not site.observations or site.observations[0].kind in NOT_SETTINGS_KINDS:
            continue
        node = site.node
        end_line = node.end_lineno or node.lineno
        place = unit.locate(end_line)
        if place is None or place.uri != uri:
            continue
        local_line = end_line - place.first_line + 1
        if not rng.start.line <= local_line - 1 <= rng.end.line:
            continue
        parts = [f"{s.name.split('.')[-1]}={s.value}" for s in describe_site(site, result.release.version) if s.name in _SHOWN]
        if not parts:
            continue
        module_index = result.parsed.index if result.parsed is not None else place.index
        col = place.column(
            end_line,
            module_index.char_col_from_utf8(end_line if result.parsed is not None else local_line, node.end_col_offset or 0),
        )
        out.append(
            types.InlayHint(
                position=types.Position(line=local_line - 1, character=place.index.encode_col(local_line, col, enc)),
                label=" ".join(parts),
                kind=types.InlayHintKind.Parameter,
                padding_left=True,
                tooltip="hflint: the values transformers will use for this call",
            )
        )
    return out
