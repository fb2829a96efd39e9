"""generation_config.json facts of h174 (catalog/checkpoints/llama3.toml, gemma2.toml): Meta-Llama-3-8B
(the base model) samples by default, as transformers 4.57.3 printed its hub file on loading it from the
hub cache (a public training log); gemma-2-2b-it's file is known whole (a public manifest pins its size
and SHA-256, which are those of token ids, cache_implementation "hybrid" and transformers 4.42.4 and
nothing else), so it decodes greedily unless the call samples. Each case was run on 4.57.6, 5.15.0,
5.23.0 and 5.24.0 with the stand-ins of tests/groundtruth/hubmodels.py and raised as stated (the h174
fixtures); the names whose files were not found stay silent."""

from __future__ import annotations

import pytest
from test_h150_hub_generation_files import _script, codes

from hflint.hubfacts import lookup

import analysed

NAME = "meta-llama/Meta-Llama-3-8B"


def test_the_table_states_what_the_printed_file_shows():
    base = lookup(NAME)
    assert dict(base.gen_sets) == {"do_sample": True, "temperature": 0.6, "top_p": 0.9}
    # The print leaves out transformers_version and any field set to its default: neither is stated.
    assert base.gen_version is None and not base.gen_complete
    assert base.vocab_size == 128256
    # Not found: unknown, as before.
    for name in ("meta-llama/Meta-Llama-3-70B", "meta-llama/Llama-3.1-8B", "meta-llama/Llama-3.2-3B"):
        assert "do_sample" not in lookup(name).gen_sets and "do_sample" not in lookup(name).gen_leaves_out, name


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.23.0", "5.24.0"])
def test_temperature_zero_without_do_sample_is_sampled_and_raises(release):
    src = _script(NAME, "temperature=0.0")
    assert codes(src, release) == [(5, "HF155")]
    (finding,) = analysed.findings(src, "script.py", release)
    assert any("generation_config.json sets do_sample to True" in e.note for e in finding.evidence)


@pytest.mark.parametrize("release", ["4.57.6", "5.23.0", "5.24.0"])
def test_sampled_runs_and_greedy_calls_stay_clean(release):
    assert codes(_script(NAME, "num_return_sequences=3"), release) == []
    assert codes(_script(NAME, "do_sample=False, temperature=0.0"), release) == []


def test_a_name_whose_file_was_not_found_stays_silent():
    assert codes(_script("meta-llama/Meta-Llama-3-70B", "temperature=0.0")) == []


GEMMA = "google/gemma-2-2b-it"


def test_gemma2_2b_it_is_known_whole():
    it = lookup(GEMMA)
    assert dict(it.gen_sets) == {"cache_implementation": "hybrid"}
    assert it.gen_complete and it.gen_version == "4.42.4"
    # The other Gemma 2 names keep what they had: the hybrid cache, do_sample unknown.
    for name in ("google/gemma-2-2b", "google/gemma-2-9b-it", "google/gemma-2-27b-it"):
        other = lookup(name)
        assert dict(other.gen_sets) == {"cache_implementation": "hybrid"} and not other.gen_complete, name
        assert "do_sample" not in other.gen_leaves_out, name


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.23.0", "5.24.0"])
def test_several_sequences_on_gemma2_2b_it_are_greedy_and_raise(release):
    assert codes(_script(GEMMA, "num_return_sequences=3"), release) == [(5, "HF138")]
    assert codes(_script(GEMMA, "num_return_sequences=3, do_sample=True"), release) == []
    assert codes(_script("google/gemma-2-9b-it", "num_return_sequences=3"), release) == []


@pytest.mark.parametrize("release", ["4.57.6", "5.23.0", "5.24.0"])
def test_saving_a_tuned_greedy_config_of_gemma2_2b_it_raises(release):
    src = (
        "from transformers import AutoModelForCausalLM\n"
        f'model = AutoModelForCausalLM.from_pretrained("{GEMMA}")\n'
        "model.generation_config.temperature = 0.3\n"
        'model.generation_config.save_pretrained("out")\n'
    )
    assert codes(src, release) == [(4, "HF136")]
    assert codes(src.replace(GEMMA, "google/gemma-2-9b-it"), release) == []
