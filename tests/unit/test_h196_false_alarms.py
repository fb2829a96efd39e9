"""h196: false alarms of the recall corpus and their general causes.

- `torch.cuda.is_available()` / `torch.cuda.device_count()` read as a plain run on a machine
  without a GPU (core/flags.py's CUDA, a "device" flag): the branch a small GPU takes
  (benchmarks/recall/scripts/h71_research_cfg_setattr_ok.py) and the presets skipped without a GPU
  (h5_json_presets_continue.py) no longer warn; what the CPU arm raises is told "on a machine
  without a CUDA GPU".
- A helper run more than once (core/blocked.py's _in_run_before): its later call, reached clean in
  one run and never in the run where an earlier call of the same run surely raises, is told in
  the earlier call's finding (h9_timing_static_base.py line 29 on 5.15 and 5.23).
- Llama 3.1 to 3.3 ship one tokenizer (catalog/checkpoints/llama3.toml `tokenizer_files`): a
  `tok.vocab_size != draft_tok.vocab_size` guard is False for them
  (h34_agent_llama_draft_tokenizers_safe.py, HF108 on every release).
"""

from __future__ import annotations

import pytest

from hflint.hubfacts import lookup

import analysed

RELEASES = ["4.57.6", "5.15.0", "5.23.0", "5.24.0"]

HEAD = """import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
enc = tok("hello there", return_tensors="pt")
"""


def found(body: str, release: str = "5.23.0", head: str = HEAD) -> list[tuple[int, str, str]]:
    return sorted((f.span.line, f.code, f.severity.value) for f in analysed.findings(head + body, "script.py", release))


# ---------------------------------------------------------------- CUDA


@pytest.mark.parametrize("release", RELEASES)
def test_small_gpu_branch_is_not_taken_without_cuda(release):
    body = (
        "kw = {'use_cache': True}\n"
        "if torch.cuda.is_available() and torch.cuda.get_device_properties(0).total_memory < 8e9:\n"
        "    kw['use_cache'] = False\n"
        "model.generate(**enc, assistant_model=draft, max_new_tokens=4, **kw)\n"
    )
    assert found(body, release) == []


def test_gpu_only_preset_is_skipped_without_cuda():
    body = (
        "GPU_ONLY = {'max_new_tokens': 4, 'prompt_lookup_num_tokens': 3, 'use_cache': False, 'gpu': True}\n"
        "for p in [{'max_new_tokens': 4}, GPU_ONLY]:\n"
        "    if p.get('gpu') and not torch.cuda.is_available():\n"
        "        continue\n"
        "    model.generate(**enc, **{k: v for k, v in p.items() if k != 'gpu'})\n"
    )
    assert found(body) == []


def test_the_cpu_arm_is_told_as_a_machine_without_a_gpu():
    body = "model.generate(**enc, assistant_model=draft, use_cache=torch.cuda.is_available(), max_new_tokens=4)\n"
    got = analysed.findings(HEAD + body, "script.py", "5.23.0")
    assert [(f.span.line, f.code, f.severity.value) for f in got] == [(8, "HF101", "warning")]
    assert "on a machine without a CUDA GPU" in got[0].message


def test_device_count_is_zero_without_cuda():
    body = (
        "n = torch.cuda.device_count()\n"
        "if n == 0:\n"
        "    model.generate(**enc, assistant_model=draft, use_cache=False, max_new_tokens=4)\n"
    )
    assert [(line, code) for line, code, _ in found(body)] == [(10, "HF101")]


def test_an_unknown_machine_test_of_another_library_stays_unknown():
    # (only torch.cuda is read as the machine: another test of the hardware stays undecided)
    body = (
        "import platform\n"
        "kw = {}\n"
        "if platform.machine() == 'arm64':\n"
        "    kw['use_cache'] = False\n"
        "model.generate(**enc, assistant_model=draft, max_new_tokens=4, **kw)\n"
    )
    assert [(line, code, sev) for line, code, sev in found(body)] == [(12, "HF101", "warning")]


# ---------------------------------------------------------------- a helper run more than once

BENCH = """
def bench(**kwargs):
    for _ in range(1):
        model.generate(**enc, max_new_tokens=8, **kwargs)
    for _ in range(3):
        model.generate(**enc, max_new_tokens=8, **kwargs)

"""


@pytest.mark.parametrize("release", ["5.15.0", "5.23.0"])
def test_later_call_of_a_run_that_stopped_earlier_is_told_in_the_earlier_finding(release):
    body = BENCH + "bench(cache_implementation='static')\nbench(cache_implementation='static', assistant_model=draft)\n"
    got = analysed.findings(HEAD + body, "script.py", release)
    assert [(f.span.line, f.code) for f in got] == [(11, "HF102")]
    assert any("the call at line 13 raises HF102 in the same run of the function" in n for n in got[0].notes)


def test_a_helper_run_once_keeps_both_calls():
    body = BENCH + "bench(cache_implementation='static', assistant_model=draft)\n"
    assert [(line, code) for line, code, _ in found(body)] == [(11, "HF102"), (13, "HF102")]


def test_a_later_call_that_raises_in_a_run_the_earlier_does_not_stop_stays():
    # (the first run stops nowhere: the later call's own error in it is reported)
    body = (
        "\ndef twice(first, second):\n"
        "    model.generate(**enc, max_new_tokens=4, **first)\n"
        "    model.generate(**enc, max_new_tokens=4, **second)\n\n"
        "twice({}, {'assistant_model': draft, 'use_cache': False})\n"
        "twice({'assistant_model': draft, 'use_cache': False}, {})\n"
    )
    lines = [(line, code) for line, code, _ in found(body)]
    assert (10, "HF101") in lines and (11, "HF101") in lines


# ---------------------------------------------------------------- Llama 3.x tokenizers


def test_llama_31_to_33_share_their_tokenizer_files():
    names = [
        "meta-llama/Llama-3.1-8B-Instruct",
        "meta-llama/Llama-3.2-1B",
        "meta-llama/Llama-3.2-1B-Instruct",
        "meta-llama/Llama-3.2-3B-Instruct",
    ]
    files = {lookup(n).tokenizer_files for n in names}
    assert files == {"llama3.1"}
    assert lookup("meta-llama/Meta-Llama-3-8B-Instruct").tokenizer_files is None  # (special tokens named otherwise)


LLAMA = """from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
dtok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
enc = tok("hello", return_tensors="pt")
extra = {}
"""


@pytest.mark.parametrize("release", RELEASES)
def test_vocab_size_guard_of_two_llama_32_tokenizers_is_false(release):
    body = (
        "if tok.vocab_size != dtok.vocab_size:\n"
        "    extra = {'tokenizer': tok, 'assistant_tokenizer': dtok}\n"
        "model.generate(**enc, assistant_model=draft, max_new_tokens=4, **extra)\n"
    )
    assert found(body, release, LLAMA) == []


def test_both_tokenizers_passed_unguarded_still_raise_hf108():
    body = "model.generate(**enc, assistant_model=draft, tokenizer=tok, assistant_tokenizer=dtok, max_new_tokens=4)\n"
    assert [(line, code) for line, code, _ in found(body, "5.23.0", LLAMA)] == [(9, "HF108")]


# ---------------------------------------------------------------- a sweep stopped by a data-dependent raise

GEMMA = """from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("google/gemma-2b")
model = AutoModelForCausalLM.from_pretrained("google/gemma-2b")
inputs = tok("the queen loved the garden and the king loved the garden", return_tensors="pt")
STATIC = GenerationConfig(max_new_tokens=6, prompt_lookup_num_tokens=3, cache_implementation="static")
NOCACHE = GenerationConfig(max_new_tokens=6, prompt_lookup_num_tokens=3, use_cache=False)
"""


def test_an_element_that_may_overflow_stops_the_sweep_for_the_next_elements_error():
    # (h15_generation_config_list.py on 5.24.0: the static element raised HF115's IndexError, and
    # the next element's HF101 was predicted on the same line: "another exception")
    body = "for config in [STATIC, NOCACHE]:\n    model.generate(**inputs, generation_config=config)\n"
    got = analysed.findings(GEMMA + body, "script.py", "5.24.0")
    assert [(f.span.line, f.code, f.severity.value) for f in got] == [(9, "HF115", "warning")]
    assert any("a later element raises HF101" in n for n in got[0].notes)


def test_the_error_of_an_element_before_it_stays():
    body = "for config in [NOCACHE, STATIC]:\n    model.generate(**inputs, generation_config=config)\n"
    got = analysed.findings(GEMMA + body, "script.py", "5.24.0")
    assert [(f.span.line, f.code, f.severity.value) for f in got] == [(9, "HF101", "error")]
