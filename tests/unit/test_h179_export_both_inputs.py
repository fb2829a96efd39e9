"""The decoder-only recipe's export() given both example inputs (HF210's second case, h179's
blind round): `(input_ids is None) ^ (inputs_embeds is None)` fails when both are tensors. Runs:
benchmarks/recall/scripts/h179_export_ids_and_embeds.py, tests/fixtures/flagged/export_method_ids_and_embeds*.py."""

from __future__ import annotations

import pytest

import analysed

DECODER_ONLY = """import sys
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

model = AutoModelForCausalLM.from_pretrained("google/gemma-3-270m-it")
exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=32)
ids = torch.tensor([[2, 3]])
embeds = model.get_input_embeddings()(ids)
"""


def codes(body: str, release: str) -> list[tuple[int, str, str]]:
    first = DECODER_ONLY.count("\n")
    hits = analysed.findings(DECODER_ONLY + body, "export.py", release)
    return sorted((f.span.line - first, f.code, f.detail) for f in hits if f.span.line > first)


BOTH = "both `input_ids` and `inputs_embeds` are given (the recipe takes exactly one of them)"


@pytest.mark.parametrize(
    "call",
    [
        "exportable.export(input_ids=ids, inputs_embeds=embeds)",
        "exportable.export(ids, embeds)",
        "exportable.export(inputs_embeds=torch.zeros(1, 2, 640), input_ids=ids, strict=False)",
        "exportable.export(ids, embeds, torch.arange(2))",
    ],
)
@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.24.0"])
def test_both_example_inputs_raise(call, release):
    assert codes(f"program = {call}\n", release) == [(1, "HF210", BOTH)]


@pytest.mark.parametrize(
    "body",
    [
        "program = exportable.export(input_ids=ids, inputs_embeds=None)\n",
        "program = exportable.export(ids, None, torch.arange(2))\n",
        "e = embeds if '--embeds' in sys.argv else None\nprogram = exportable.export(input_ids=ids, inputs_embeds=e)\n",
        "def run(m, input_ids=None, inputs_embeds=None):\n"
        "    return m.export(input_ids=input_ids, inputs_embeds=inputs_embeds)\n\n\nrun(exportable, input_ids=ids)\n",
        "program = exportable.export(inputs_embeds=embeds)\n",
    ],
)
def test_one_input_or_one_that_may_be_none_is_not_reported(body):
    assert codes(body, "5.24.0") == []
