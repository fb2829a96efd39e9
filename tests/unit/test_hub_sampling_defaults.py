"""Llama 3.x and Qwen2 Instruct checkpoints sample by default: their generation_config.json sets
do_sample true (catalog/checkpoints/llama3.toml and qwen2.toml say where each file was read).

So a sampling-only error needs no `do_sample=True` at the call, a greedy-only one does not happen
without `do_sample=False`, and a name whose file was not found stays unknown (silent). Each flagged
case below was run on 4.57.6 and 5.24.0 with the stand-ins of tests/groundtruth/hubmodels.py and
raised as stated (tests/fixtures/flagged/llama3_*, qwen2_*).
"""

from __future__ import annotations

import pytest

from hflint.hubfacts import lookup

import analysed


def codes(source: str, release: str = "5.23.0") -> list[tuple[int, str]]:
    return sorted((f.span.line, f.code) for f in analysed.findings(source, "script.py", release))


def _script(name: str, call: str, extra: str = "") -> str:
    return (
        "from transformers import AutoModelForCausalLM, AutoTokenizer\n"
        f'tok = AutoTokenizer.from_pretrained("{name}")\n'
        f'model = AutoModelForCausalLM.from_pretrained("{name}")\n'
        f"{extra}"
        'ids = tok("Hello there", return_tensors="pt")\n'
        f"out = model.generate(**ids, max_new_tokens=5, {call})\n"
    )


def test_the_table_knows_which_files_sample():
    sampling = {"do_sample": True, "temperature": 0.6, "top_p": 0.9}
    for name in (
        "meta-llama/Meta-Llama-3-8B-Instruct",
        "meta-llama/Llama-3.1-8B-Instruct",
        "meta-llama/Meta-Llama-3.1-8B-Instruct",
        "meta-llama/Llama-3.2-1B",
        "meta-llama/Llama-3.2-1B-Instruct",
        "meta-llama/Llama-3.2-3B-Instruct",
    ):
        assert dict(lookup(name).gen_sets) == sampling, name
    assert lookup("Qwen/Qwen2-0.5B-Instruct").gen_sets["repetition_penalty"] == 1.1
    assert lookup("Qwen/Qwen2-7B-Instruct").gen_sets["repetition_penalty"] == 1.05
    for name in ("Qwen/Qwen2-0.5B-Instruct", "Qwen/Qwen2-7B-Instruct"):
        assert lookup(name).gen_sets["do_sample"] is True
    # No copy of these files was found: their do_sample stays unknown.
    for name in ("meta-llama/Llama-3.2-3B", "meta-llama/Llama-3.3-70B-Instruct", "Qwen/Qwen2-0.5B"):
        assert "do_sample" not in lookup(name).gen_sets, name
        assert "do_sample" not in lookup(name).gen_leaves_out, name


@pytest.mark.parametrize("release", ["4.57.6", "5.23.0"])
def test_temperature_zero_raises_without_do_sample_at_the_call(release):
    src = _script("meta-llama/Llama-3.2-1B-Instruct", "temperature=0.0")
    assert codes(src, release) == [(5, "HF155")]
    found = analysed.findings(src, "script.py", release)
    assert any("generation_config.json sets do_sample to True" in e.note for e in found[0].evidence)


def test_a_top_k_float_raises_on_qwen2_instruct():
    assert codes(_script("Qwen/Qwen2-0.5B-Instruct", "top_k=0.5")) == [(5, "HF179")]


def test_assisted_generation_with_several_sequences_samples_and_raises():
    src = (
        "from transformers import AutoModelForCausalLM\n"
        'model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.1-8B-Instruct")\n'
        'draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")\n'
        "model.generate(assistant_model=draft, max_new_tokens=5, num_return_sequences=2)\n"
    )
    assert codes(src) == [(4, "HF105")]
    # Greedy at the call, one sequence: nothing to raise.
    assert codes(src.replace("num_return_sequences=2", "do_sample=False")) == []


def test_greedy_at_the_call_is_not_a_sampling_error():
    assert codes(_script("meta-llama/Llama-3.2-1B-Instruct", "do_sample=False, temperature=0.0")) == []
    assert codes(_script("Qwen/Qwen2-7B-Instruct", "do_sample=False, top_k=0.5")) == []


def test_several_sequences_without_do_sample_are_sampled_not_greedy():
    assert codes(_script("meta-llama/Llama-3.2-1B-Instruct", "num_return_sequences=3")) == []
    assert codes(_script("Qwen/Qwen2-0.5B-Instruct", "num_return_sequences=3")) == []


def test_a_name_whose_file_was_not_found_stays_silent():
    assert codes(_script("meta-llama/Llama-3.3-70B-Instruct", "temperature=0.0")) == []
