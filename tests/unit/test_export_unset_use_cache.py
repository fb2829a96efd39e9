"""The static export wrapper's checks in order (HF201 → HF202 → HF203 → HF204 → HF205) when hflint
cannot tell the model's `generation_config.use_cache`: a hub checkpoint the table does not know.

From 5.0 a `generation_config.json` without `use_cache` leaves it None and the wrapper's
`not use_cache` test fails first (HF202; benchmarks/recall/scripts/h11_click_export.py raised it
on 5.15.0, 5.23.0 and 5.24.0 with a non-static cache implementation set); a checkpoint without
that file gets True from its model config and reaches HF203. Which one runs is not known, so
from 5.0 the later checks stay silent; on 4.57 the unset value is True and HF203 is reported.
"""

from __future__ import annotations

import pytest

from hflint.core.engine import Settings, analyze

import analysed

UNKNOWN_CHECKPOINT = """from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained("acme-research/tiny-decoder-v2")
model.generation_config.cache_implementation = "dynamic"
module = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=64)
"""


def codes(text: str, release: str) -> list[tuple[int, str]]:
    found = analysed.findings(text, "export.py", release)
    return sorted((f.span.line, f.code) for f in found)


def test_unknown_use_cache_reports_hf203_on_4_57():
    assert codes(UNKNOWN_CHECKPOINT, "4.57.6") == [(6, "HF203")]


@pytest.mark.parametrize("release", ["5.0.0", "5.15.0", "5.23.0", "5.24.0"])
def test_unknown_use_cache_silences_later_checks_from_5(release):
    assert codes(UNKNOWN_CHECKPOINT, release) == []


@pytest.mark.parametrize("release", ["5.15.0", "5.24.0"])
def test_use_cache_set_true_reaches_hf203_from_5(release):
    text = UNKNOWN_CHECKPOINT.replace(
        'model.generation_config.cache_implementation = "dynamic"\n',
        'model.generation_config.cache_implementation = "dynamic"\nmodel.generation_config.use_cache = True\n',
    )
    assert codes(text, release) == [(7, "HF203")]


@pytest.mark.parametrize("release", ["5.15.0", "5.24.0"])
def test_known_checkpoint_without_use_cache_is_hf202_from_5(release):
    # (SmolLM2-135M's generation_config.json is in the table and sets no use_cache)
    text = UNKNOWN_CHECKPOINT.replace("acme-research/tiny-decoder-v2", "HuggingFaceTB/SmolLM2-135M")
    assert codes(text, release) == [(6, "HF202")]


def _details(text: str, release: str) -> list[str]:
    result = analyze(text, "export.py", Settings(transformers_version=release))
    return [f.detail for f in result.findings]


@pytest.mark.parametrize(
    ("release", "detail"),
    [
        ("5.24.0", "generation_config.use_cache is None, left unset by the generation config from line 4"),
        ("4.57.6", "generation_config.cache_implementation is None, left unset by the generation config from line 4"),
    ],
)
def test_unset_field_is_not_called_set(release, detail):
    # The value is the release's default for a field the checkpoint's generation_config.json leaves
    # out: the finding names the load, and does not say the field was "set to None" there.
    text = UNKNOWN_CHECKPOINT.replace("acme-research/tiny-decoder-v2", "HuggingFaceTB/SmolLM2-135M").replace(
        'model.generation_config.cache_implementation = "dynamic"\n', ""
    )
    assert _details(text, release) == [detail]
