"""generation_config.json facts of h150 (catalog/checkpoints/llama3.toml, llama2.toml, tinyllama.toml):
Llama-3.2-3B-Instruct and Llama-2-7b-hf sample by default (public git copies of the hub repositories
with their history), TinyLlama-1.1B-Chat-v1.0's file sets no sampling field (a copy re-saved by
transformers 4.56.0). Each flagged case was run on 4.57.6, 5.13.1, 5.14.0, 5.15.0, 5.23.0 and 5.24.0
with the stand-ins of tests/groundtruth/hubmodels.py and raised as stated (the h150 fixtures); the
names whose files were not found (Llama 2 chat, Llama-3.2-3B base) stay silent."""

from __future__ import annotations

import pytest

from hflint.hubfacts import GEN_TYPES, lookup

import analysed


def codes(source: str, release: str = "5.23.0") -> list[tuple[int, str]]:
    return sorted((f.span.line, f.code) for f in analysed.findings(source, "script.py", release))


def _script(name: str, call: str) -> str:
    return (
        "from transformers import AutoModelForCausalLM, AutoTokenizer\n"
        f'tok = AutoTokenizer.from_pretrained("{name}")\n'
        f'model = AutoModelForCausalLM.from_pretrained("{name}")\n'
        'ids = tok("Hello there", return_tensors="pt")\n'
        f"out = model.generate(**ids, max_new_tokens=5, {call})\n"
    )


def test_the_table_states_what_the_copies_show():
    small = lookup("meta-llama/Llama-3.2-3B-Instruct")
    assert dict(small.gen_sets) == {"do_sample": True, "temperature": 0.6, "top_p": 0.9}
    assert small.gen_version == "4.45.0.dev0" and small.gen_complete
    base = lookup("meta-llama/Llama-2-7b-hf")
    assert dict(base.gen_sets) == {"do_sample": True, "temperature": 0.6, "top_p": 0.9}
    assert base.gen_version == "4.31.0.dev0" and not base.gen_complete  # (its max_length 4096)
    chat = lookup("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
    assert not chat.gen_sets and chat.gen_leaves_out == set(GEN_TYPES)
    assert chat.gen_version is None and not chat.gen_complete
    # Not found copied: unknown, as before.
    for name in ("meta-llama/Llama-2-7b-chat-hf", "meta-llama/Llama-2-13b-chat-hf", "meta-llama/Llama-3.2-3B"):
        assert "do_sample" not in lookup(name).gen_sets and "do_sample" not in lookup(name).gen_leaves_out, name
    assert not lookup("TinyLlama/TinyLlama-1.1B-intermediate-step-1431k-3T").knows_generation_config


@pytest.mark.parametrize("release", ["4.57.6", "5.23.0", "5.24.0"])
@pytest.mark.parametrize("name", ["meta-llama/Llama-3.2-3B-Instruct", "meta-llama/Llama-2-7b-hf"])
def test_temperature_zero_without_do_sample_is_sampled_and_raises(name, release):
    src = _script(name, "temperature=0.0")
    assert codes(src, release) == [(5, "HF155")]
    (finding,) = analysed.findings(src, "script.py", release)
    assert any("generation_config.json sets do_sample to True" in e.note for e in finding.evidence)


@pytest.mark.parametrize("release", ["4.57.6", "5.23.0", "5.24.0"])
def test_several_sequences_on_tinyllama_chat_are_greedy_and_raise(release):
    found = codes(_script("TinyLlama/TinyLlama-1.1B-Chat-v1.0", "num_return_sequences=3"), release)
    assert found == [(5, "HF138")]


def test_the_cases_that_run_stay_clean():
    assert codes(_script("meta-llama/Llama-3.2-3B-Instruct", "num_return_sequences=3")) == []
    assert codes(_script("meta-llama/Llama-2-7b-hf", "num_return_sequences=2")) == []
    assert codes(_script("meta-llama/Llama-3.2-3B-Instruct", "do_sample=False, temperature=0.0")) == []
    assert codes(_script("TinyLlama/TinyLlama-1.1B-Chat-v1.0", "temperature=0.0")) == []
    assert codes(_script("TinyLlama/TinyLlama-1.1B-Chat-v1.0", "do_sample=True, num_return_sequences=3")) == []


def test_the_names_whose_files_were_not_found_stay_silent():
    assert codes(_script("meta-llama/Llama-2-7b-chat-hf", "temperature=0.0")) == []
    assert codes(_script("meta-llama/Llama-2-7b-chat-hf", "num_return_sequences=3")) == []
    assert codes(_script("TinyLlama/TinyLlama-1.1B-intermediate-step-1431k-3T", "num_return_sequences=3")) == []


@pytest.mark.parametrize("release", ["4.57.6", "5.23.0", "5.24.0"])
def test_qwen25_3b_instruct_samples_but_its_temperature_stays_unknown(release):
    hub = lookup("Qwen/Qwen2.5-3B-Instruct")
    assert hub.gen_sets["do_sample"] is True and hub.gen_version == "4.37.0"
    assert "temperature" not in hub.gen_sets and "temperature" not in hub.gen_leaves_out
    assert codes(_script("Qwen/Qwen2.5-3B-Instruct", "temperature=0.0"), release) == [(5, "HF155")]
    assert codes(_script("Qwen/Qwen2.5-3B-Instruct", "num_return_sequences=3"), release) == []
