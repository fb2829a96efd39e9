"""Who answers `torch.cuda.is_available()`: the environment's torch when hflint read one (a build
without CUDA: False for certain; a CUDA or ROCm build: unknown, a GPU may be there), else the
no-GPU default that findings name ("on a machine without a CUDA GPU"). core/flags.py `_no_cuda`
with core/releaseinfo.py; the merge of h196 (the default) and h199 (the environment's torch)."""

from __future__ import annotations

from pathlib import Path

import pytest

from hflint.core.engine import Settings, analyze
from hflint.envprobe import TorchBuild

HEAD = """import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
enc = tok("hello there", return_tensors="pt")
"""
# the use_cache=False mistake in a GPU-only arm (line 13), and use_cache that is True only with a GPU (line 10)
GPU_ARM = (
    "if torch.cuda.is_available():\n    pass\nelse:\n    pass\n"
    "if torch.cuda.device_count() > 0:\n"
    "    model.generate(**enc, assistant_model=draft, use_cache=False, max_new_tokens=4)\n"
)
CPU_ARM = (
    "use_cache = torch.cuda.is_available()\nn = 1\n"
    "model.generate(**enc, assistant_model=draft, use_cache=use_cache, max_new_tokens=4)\n"
)

CPU = TorchBuild("2.13.0+cpu", None, None, ".venv", Path("torch/version.py"))
CUDA = TorchBuild("2.13.0+cu124", "12.4", None, ".venv", Path("torch/version.py"))
ROCM = TorchBuild("2.13.0+rocm6.2", None, "6.2.41133", ".venv", Path("torch/version.py"))


def hf101(body: str, torch: TorchBuild | None) -> list[tuple[int, str, str]]:
    result = analyze(HEAD + body, "script.py", Settings(transformers_version="5.23.0", torch=torch))
    return [(f.span.line, f.severity.value, f.message) for f in result.findings if f.code == "HF101"]


@pytest.mark.parametrize("torch", [None, CPU], ids=["no-environment", "cpu-build"])
def test_a_gpu_only_arm_is_not_taken_without_cuda(torch):
    assert hf101(GPU_ARM, torch) == []


@pytest.mark.parametrize("torch", [CUDA, ROCM], ids=["cuda-build", "rocm-build"])
def test_a_gpu_build_leaves_the_gpu_arm_possible(torch):
    # (a call that raises whenever it runs is an error under a condition hflint cannot decide)
    [(line, severity, _)] = hf101(GPU_ARM, torch)
    assert (line, severity) == (13, "error")


def test_without_an_environment_the_cpu_arm_is_told_as_a_machine_without_a_gpu():
    [(line, severity, message)] = hf101(CPU_ARM, None)
    assert (line, severity) == (10, "warning")
    assert "on a machine without a CUDA GPU" in message


def test_a_cpu_build_decides_the_cpu_arm_for_certain():
    [(line, severity, message)] = hf101(CPU_ARM, CPU)
    assert (line, severity) == (10, "error")
    assert "on a machine without a CUDA GPU" not in message


def test_a_cuda_build_decides_nothing():
    # (use_cache is unknown there: unknown stays silent)
    assert hf101(CPU_ARM, CUDA) == []
