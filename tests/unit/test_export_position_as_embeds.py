"""HF212: `(input_ids, cache_position)` given positionally to an export wrapper's forward binds the
position to `inputs_embeds`; up to 5.3 the model raises "You must specify exactly one of input_ids or
inputs_embeds", from 5.4 HF209's error comes first (runs: catalog/HF212.toml, h123's)."""

from __future__ import annotations

import pytest

import analysed

STATIC = """import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained(
    "HuggingFaceTB/SmolLM2-135M", generation_config=GenerationConfig(use_cache=True, cache_implementation="static")
)
wrapper = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=32)
ids = torch.tensor([[1, 5, 7]])
pos = torch.arange(3)
"""
HYBRID = """import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache

cfg = GenerationConfig(use_cache=True, cache_implementation="hybrid", cache_config={"batch_size": 1, "max_cache_len": 32})
model = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b", attn_implementation="eager", generation_config=cfg)
wrapper = TorchExportableModuleWithHybridCache(model, batch_size=1, max_cache_len=32)
ids = torch.tensor([[2]])
pos = torch.tensor([0])
"""


def codes(head: str, body: str, release: str) -> list[str]:
    first = head.count("\n") + 1
    return sorted(f.code for f in analysed.findings(head + body, "export.py", release) if f.span.line >= first)


RAISING = [
    "wrapper(ids, pos)\n",
    "wrapper.forward(ids, pos)\n",
    "wrapper.eval()(ids, pos)\n",
    "torch.export.export(wrapper, (ids, pos))\n",
    "torch.export.export(wrapper, args=(ids, pos), strict=False)\n",
    "example = (ids, pos)\nprogram = torch.export.export(wrapper, example)\n",
]


@pytest.mark.parametrize("body", RAISING)
@pytest.mark.parametrize("release", ["4.57.6", "5.0.0", "5.3.0"])
def test_positional_position_before_5_4(body: str, release: str) -> None:
    assert codes(STATIC, body, release) == ["HF212"]


def test_hybrid_wrapper_stepped() -> None:
    body = "for step in range(3):\n    out = wrapper(ids, torch.tensor([step]))\n"
    assert codes(HYBRID, body, "4.57.6") == ["HF212"]


@pytest.mark.parametrize("release", ["5.4.0", "5.15.0", "5.24.0"])
def test_from_5_4_reported_as_hf209(release: str) -> None:
    assert codes(STATIC, "wrapper(ids, pos)\n", release) == ["HF209"]


CLEAN = [
    "wrapper(ids, cache_position=pos)\n",
    "wrapper(input_ids=ids, cache_position=pos)\n",
    "wrapper(ids, None, pos)\n",
    "wrapper(ids, None)\n",
    "torch.export.export(wrapper, args=(), kwargs={'input_ids': ids, 'cache_position': pos}, strict=False)\n",
    "torch.export.export(wrapper, (ids, None, pos))\n",
]


@pytest.mark.parametrize("body", CLEAN)
@pytest.mark.parametrize("release", ["4.57.6", "5.3.0", "5.24.0"])
def test_near_misses_clean(body: str, release: str) -> None:
    assert "HF212" not in codes(STATIC, body, release)


def test_strict_export_not_followed() -> None:
    assert codes(STATIC, "torch.export.export(wrapper, (ids, pos), strict=True)\n", "4.57.6") == []
