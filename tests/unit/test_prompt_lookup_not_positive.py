"""h112: HF188, prompt lookup asked for with `prompt_lookup_num_tokens` <= 0 (or a negative
`max_matching_ngram_size`).

Runs behind every expectation (tests/groundtruth/trial.py, SmolLM2 stand-in, 4.57.6, 5.0.0,
5.14.0, 5.15.0, 5.23.0, 5.24.0; see benchmarks/README.md, section h112): `0` and `-1` at
generate, `0` beside an assistant model, with sampling, with a batch of two, in a passed
GenerationConfig, as an attribute of the model's config and at a pipeline's call raise "Invalid
max_matching_ngram_size or num_output_tokens"; `max_matching_ngram_size=-1` raises and `0` runs;
`num_beams=2` runs (the lookup is ignored); `use_cache=False` and `num_return_sequences=2` raise
their own errors first; beside `assistant_early_exit` 5.0.0 fails another way (silent).
"""

from __future__ import annotations

import textwrap

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, pipeline

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("the red fox and the red fox", return_tensors="pt")
"""

RELEASES = ("4.57.6", "5.0.0", "5.14.0", "5.15.0", "5.23.0", "5.24.0")


def codes(body: str, release: str = "5.23.0") -> list[str]:
    hits = analysed.findings(HEAD + textwrap.dedent(body), "lookup.py", release)
    return [f.code for f in hits]


def test_zero_and_negative_at_generate_on_every_release():
    for release in RELEASES:
        for value in ("0", "-1"):
            call = f"model.generate(**enc, prompt_lookup_num_tokens={value}, max_new_tokens=4)\n"
            assert codes(call, release) == ["HF188"], (release, value)
        assert codes("model.generate(**enc, prompt_lookup_num_tokens=3, max_new_tokens=4)\n", release) == []
        assert codes("model.generate(**enc, prompt_lookup_num_tokens=None, max_new_tokens=4)\n", release) == []


def test_beside_a_draft_with_sampling_and_a_batch():
    draft = 'd = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")\n'
    assert codes(draft + "model.generate(**enc, assistant_model=d, prompt_lookup_num_tokens=0)\n") == ["HF188"]
    assert codes("model.generate(**enc, do_sample=True, prompt_lookup_num_tokens=0)\n") == ["HF188"]
    batch = 'tok.padding_side = "left"\nb = tok(["a b", "c d e"], return_tensors="pt", padding=True)\n'
    # (the candidate generator is built before the batch check: HF188, not HF106)
    assert codes(batch + "model.generate(**b, prompt_lookup_num_tokens=0)\n") == ["HF188"]


def test_through_a_config_an_attribute_and_a_pipeline():
    assert codes("gc = GenerationConfig(prompt_lookup_num_tokens=0)\nmodel.generate(**enc, generation_config=gc)\n") == ["HF188"]
    assert codes("model.generation_config.prompt_lookup_num_tokens = 0\nmodel.generate(**enc)\n") == ["HF188"]
    pipe = 'p = pipeline("text-generation", model=model, tokenizer=tok)\np("hi", prompt_lookup_num_tokens=0)\n'
    assert codes(pipe) == ["HF188"]


def test_ngram_size():
    call = "model.generate(**enc, prompt_lookup_num_tokens=3, max_matching_ngram_size={})\n"
    assert codes(call.format("-1")) == ["HF188"]
    assert codes(call.format("0")) == []  # (0 is replaced by 2)
    assert codes(call.format("2")) == []


def test_earlier_errors_and_modes_that_ignore_it():
    # beam search ignores the lookup (HF109's warning only)
    assert codes("model.generate(**enc, num_beams=2, prompt_lookup_num_tokens=0)\n") == ["HF109"]
    # the early-exit generator is chosen first: silent
    assert codes("model.generate(**enc, assistant_early_exit=1, prompt_lookup_num_tokens=0)\n") == []
    assert codes("model.generate(**enc, use_cache=False, prompt_lookup_num_tokens=0)\n") == ["HF101"]
    assert codes("model.generate(**enc, do_sample=True, num_return_sequences=2, prompt_lookup_num_tokens=0)\n") == ["HF105"]


def test_a_loop_that_uses_none_for_off_is_clean():
    body = """\
    for n in [None, 3]:
        model.generate(**enc, prompt_lookup_num_tokens=n)
    """
    assert codes(body) == []
    assert codes(body.replace("None", "0")) == ["HF188"]
