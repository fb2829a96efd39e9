"""Export wrappers as objects (core/exporting.py): calling a wrapper without a cache position (HF209,
5.4 on) and the decoder-only recipe's export() without example inputs (HF210); runs:
catalog/HF209.toml, catalog/HF210.toml, benchmarks/recall/scripts/h20_*.py."""

from __future__ import annotations

import pytest

from hflint.core.engine import Settings, analyze

import analysed

STATIC = """import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained(
    "HuggingFaceTB/SmolLM2-135M", generation_config=GenerationConfig(use_cache=True, cache_implementation="static")
)
wrapper = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=32)
"""
DECODER_ONLY = """import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

model = AutoModelForCausalLM.from_pretrained("google/gemma-3-270m-it")
exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=32)
"""


def findings(head: str, body: str, release: str = "5.24.0"):
    hits = analysed.findings(head + body, "export.py", release)
    first = head.count("\n") + 1
    return [f for f in hits if f.span.line >= first]


def codes(head: str, body: str, release: str = "5.24.0") -> list[tuple[int, str]]:
    first = head.count("\n")
    return sorted((f.span.line - first, f.code) for f in findings(head, body, release))


@pytest.mark.parametrize(
    "call",
    [
        "wrapper(input_ids=torch.tensor([[1]]))",
        "wrapper.forward(input_ids=torch.tensor([[1]]))",
        "wrapper(torch.tensor([[1]]))",
        "wrapper(input_ids=torch.tensor([[1]]), cache_position=None)",
        "torch.export.export(wrapper, (torch.tensor([[1]]),))",
        'torch.export.export(wrapper, args=(), kwargs={"input_ids": torch.tensor([[1]])}, strict=False)',
    ],
)
def test_a_static_wrapper_called_without_a_position_raises_from_5_4(call):
    body = f"out = {call}\n"
    (f,) = findings(STATIC, body, "5.24.0")
    assert f.code == "HF209" and f.severity.value == "error"
    assert "raises TypeError: 'NoneType' object is not subscriptable" in f.message
    assert codes(STATIC, body, "5.3.0") == []
    assert codes(STATIC, body, "4.57.6") == []
    assert codes(STATIC, body, "5.4.0") == [(1, "HF209")]
    assert codes(STATIC, body, "5.13.1") == [(1, "HF209")]


@pytest.mark.parametrize(
    "call",
    [
        "wrapper(input_ids=torch.tensor([[1]]), cache_position=torch.tensor([0]))",
        "wrapper(torch.tensor([[1]]), None, torch.tensor([0]))",
        'torch.export.export(wrapper, args=(), kwargs={"input_ids": torch.tensor([[1]]), "cache_position": torch.tensor([0])})',
        "torch.export.export(wrapper, (torch.tensor([[1]]), None, torch.tensor([0])))",
        # (a strict export traces with TorchDynamo, which reports errors its own way: not guessed)
        'torch.export.export(wrapper, args=(), kwargs={"input_ids": torch.tensor([[1]])}, strict=True)',
        # (arguments the forward does not take: Python's own TypeError comes first)
        "wrapper(input_ids=torch.tensor([[1]]), attention_mask=None)",
        "wrapper.buffers()",
    ],
)
def test_a_static_wrapper_given_its_position_is_not_reported(call):
    assert codes(STATIC, f"out = {call}\n") == []


def test_the_decoder_only_wrapper_loses_the_position_it_is_given():
    body = "out = exportable(input_ids=torch.tensor([[2]]), cache_position=torch.tensor([0]))\n"
    (f,) = findings(DECODER_ONLY, body)
    assert f.code == "HF209"
    assert "passes only input_ids and inputs_embeds on" in f.detail
    exported = (
        "program = torch.export.export(exportable, args=(), "
        'kwargs={"input_ids": torch.tensor([[2]]), "cache_position": torch.arange(1)})\n'
    )
    assert codes(DECODER_ONLY, exported) == [(1, "HF209")]
    assert codes(DECODER_ONLY, exported, "5.3.0") == []
    # its own export() traces the wrapper it holds, with a position
    assert codes(DECODER_ONLY, "program = exportable.export(input_ids=torch.tensor([[2]]))\n") == []


def test_a_wrapper_kept_in_an_attribute_and_called_in_a_method():
    body = """
class Device:
    def __init__(self, wrapped):
        self.wrapped = wrapped

    def logits(self, ids):
        return self.wrapped(input_ids=ids)


print(Device(wrapper).logits(torch.tensor([[1]])))
"""
    assert codes(STATIC, body) == [(7, "HF209")]


@pytest.mark.parametrize(
    "call",
    [
        "exportable.export()",
        "exportable.export(strict=False)",
        'exportable.export(dynamic_shapes={"input_ids": {1: torch.export.Dim("s", max=31)}})',
        "exportable.export(input_ids=None, inputs_embeds=None)",
        "exportable.export(None, None, torch.tensor([0]))",
    ],
)
def test_export_without_example_inputs_raises_on_every_release(call):
    for release in ("4.57.6", "5.13.1", "5.24.0"):
        (f,) = findings(DECODER_ONLY, f"program = {call}\n", release)
        assert f.code == "HF210" and f.severity.value == "error"
        assert f.summary == "this call raises ValueError: Need to specify either input_ids or inputs_embeds."
        assert f.detail.startswith("neither `input_ids` nor `inputs_embeds` is given")


@pytest.mark.parametrize(
    "call",
    [
        "exportable.export(input_ids=torch.tensor([[2]]))",
        "exportable.export(torch.tensor([[2]]))",
        "exportable.export(inputs_embeds=torch.zeros(1, 1, 8))",
        "exportable.export(**example)",
        "exportable.export(input_ids=ids)",
    ],
)
def test_export_given_an_input_or_an_unknown_one_is_not_reported(call):
    body = "example = load_example()\nids = next_ids()\n" + f"program = {call}\n"
    assert codes(DECODER_ONLY, body) == []


def test_a_wrapper_built_on_one_arm_only_is_not_followed():
    body = """import os
if os.environ.get("HYBRID"):
    w = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=32)
else:
    w = make_other_wrapper(model)
program = w.export()
"""
    assert codes(DECODER_ONLY, body) == []


def test_nothing_is_said_of_a_wrapper_whose_construction_raises():
    head = """import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
wrapper = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=32)
"""
    # (the checkpoint's generation config does not ask for a static cache: HF202 where the wrapper
    # is built, and the call below is never reached)
    source = head + "out = wrapper(input_ids=torch.tensor([[1]]))\n"
    result = analyze(source, "export.py", Settings(transformers_version="5.24.0"))
    assert [(f.span.line, f.code) for f in result.findings] == [(6, "HF202")]


# ---------------------------------------------------------------- nn.Module methods that return the wrapper (h111)


@pytest.mark.parametrize("chain", [".eval()", ".to('cpu')", ".cpu().eval()", ".train(False)", ".requires_grad_(False)"])
def test_a_wrapper_kept_through_module_methods_that_return_it(chain):
    head = STATIC.replace(
        "wrapper = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=32)",
        f"wrapper = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=32){chain}",
    )
    body = "out = torch.export.export(wrapper, (torch.tensor([[1]]), torch.tensor([0])), strict=False)\n"
    (f,) = findings(head, body, "5.24.0")
    assert f.code == "HF209"
    assert "the second positional argument binds to `inputs_embeds`" in f.detail
    # (up to 5.3 the model refuses input_ids and inputs_embeds together: HF212, h123's runs)
    assert codes(head, body, "5.3.0") == [(1, "HF212")]
    # (the position given as the third positional argument or as a keyword: silent)
    ok = "out = torch.export.export(wrapper, (torch.tensor([[1]]),), {'cache_position': torch.tensor([0])}, strict=False)\n"
    assert codes(head, ok, "5.24.0") == []
    ok3 = "out = wrapper.eval()(torch.tensor([[1]]), None, torch.tensor([0]))\n"
    assert codes(head, ok3, "5.24.0") == []


def test_a_module_method_not_returning_the_wrapper_is_not_followed():
    body = "w = wrapper.state_dict()\nout = w(input_ids=torch.tensor([[1]]))\n"
    assert codes(STATIC, body, "5.24.0") == []
