"""HF154: a cache object an earlier generate call filled, handed to a call with a new prompt.

Runs behind every expectation (tests/groundtruth/trial.py): GPT-2 on all 28 releases, a first
prompt of 2, 5 or 8 tokens making 1 or 4 tokens, then second prompts of 1 to S + 1 tokens, with a
DynamicCache and a StaticCache of 64 positions, with and without an attention mask (5,712 runs,
all agreeing): 4.57 to 5.2 raise exactly when the new prompt's L <= S (what the cache holds),
5.3 on exactly when 2 * L <= S.
The catalog example (SmolLM2, 17 words then "Hi") raises on all 28; a fresh cache per call runs
clean on all 28. SmolLM2/Qwen2.5/Llama/Phi/Pythia/OPT on 5.17, 5.18 and 5.24 raise "cannot reshape
tensor of 0 elements into shape ..."; so does GPT-2 as the hub has it (no pad_token_id in its
config), and a GPT-2 whose config sets pad_token_id raises another IndexError from 5.18.
"""

from __future__ import annotations

import textwrap

import pytest

import analysed

HEAD = """\
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
cache = DynamicCache()
"""


def run(body: str, release: str = "5.15.0"):
    found = analysed.findings(HEAD + textwrap.dedent(body), "reuse.py", release)
    return [f for f in found if f.code == "HF154"]


def test_shorter_tensor_prompt_is_an_error_with_the_message_and_the_cache():
    body = """\
    model.generate(torch.ones((1, 24), dtype=torch.long), past_key_values=cache, max_new_tokens=4)
    model.generate(torch.ones((1, 8), dtype=torch.long), past_key_values=cache, max_new_tokens=4)
    """
    (f,) = run(body)
    assert f.severity.value == "error" and f.span.line == 8
    assert f.raises is not None and f.raises.type == "RuntimeError"
    assert f.raises.message.startswith("cannot reshape tensor of 0 elements into shape <shape>")
    assert f.detail == (
        "this cache already holds an earlier generate call's tokens (no `reset()` since), and this prompt of 8 tokens"
        " is too short to reach past them: generate feeds only the prompt's tokens past what the cache holds, and none"
        " are left (call `cache.reset()` first, or pass a fresh cache)"
    )
    assert [e.span.line for e in f.evidence] == [6]
    assert f.fixes[-1].title == "Ignore HF154 on this line"


@pytest.mark.parametrize(("release", "severity"), [("4.57.6", "error"), ("5.2.0", "error"), ("5.3.0", None), ("5.24.0", None)])
def test_the_condition_changes_at_5_3(release, severity):
    # 12 tokens held (the second call's prompt is 10 long: 10 <= 12 before 5.3; 20 > 12 after,
    # and what the cache holds is at most 12 + 1 - 1, so 5.3 on is sure to run)
    body = """\
    model.generate(torch.ones((1, 12), dtype=torch.long), past_key_values=cache, max_new_tokens=1)
    model.generate(torch.ones((1, 10), dtype=torch.long), past_key_values=cache, max_new_tokens=1)
    """
    got = [f.severity.value for f in run(body, release)]
    assert got == ([severity] if severity else [])
    if release == "4.57.6":
        (f,) = run(body, release)
        assert f.raises is not None and f.raises.message == "index -1 is out of bounds for dimension 0 with size 0"


def test_texts_in_a_loop_are_a_warning_naming_the_prompt():
    body = """\
    for q in ["What is the boiling point of water at sea level in Celsius?", "Who wrote Hamlet?"]:
        enc = tok(q, return_tensors="pt")
        model.generate(**enc, past_key_values=cache, max_new_tokens=5)
    """
    (f,) = run(body, "5.24.0")
    assert f.severity.value == "warning" and f.span.line == 9
    assert 'q = "Who wrote Hamlet?"' in f.message
    assert "this prompt of 3 to 21 tokens may be too short" in f.detail


@pytest.mark.parametrize(
    "between",
    ["cache.reset()", "cache = DynamicCache()", "cache.crop(-3)", "cache.batch_repeat_interleave(2)"],
)
def test_reset_rebuilt_or_changed_cache_is_silent(between):
    body = f"""\
    model.generate(torch.ones((1, 24), dtype=torch.long), past_key_values=cache, max_new_tokens=4)
    {between}
    model.generate(torch.ones((1, 8), dtype=torch.long), past_key_values=cache, max_new_tokens=4)
    """
    # (a DynamicCache's reset() empties it from 5.18 only: tests/unit/test_cache_kept_and_returned.py)
    assert run(body, "5.18.0" if between == "cache.reset()" else "5.15.0") == []


def test_longer_second_prompt_and_unknown_prompt_are_silent():
    longer = """\
    model.generate(torch.ones((1, 4), dtype=torch.long), past_key_values=cache, max_new_tokens=3)
    model.generate(torch.ones((1, 30), dtype=torch.long), past_key_values=cache, max_new_tokens=3)
    """
    assert run(longer, "5.24.0") == []
    history = """\
    out = model.generate(**tok("User: hi", return_tensors="pt"), past_key_values=cache, max_new_tokens=3)
    text = tok.decode(out[0]) + " User: and?"
    model.generate(**tok(text, return_tensors="pt"), past_key_values=cache, max_new_tokens=3)
    """
    assert run(history, "5.24.0") == []


def test_a_helper_called_twice_and_a_static_cache_attribute():
    body = """\
    class Service:
        def __init__(self):
            self.kv = StaticCache(config=model.config, max_cache_len=64)

        def complete(self, text):
            return model.generate(**tok(text, return_tensors="pt"), past_key_values=self.kv, max_new_tokens=4)


    s = Service()
    s.complete("def fibonacci(n):")
    s.complete("import os")
    """
    (f,) = run(body, "5.23.0")
    assert f.severity.value == "warning" and f.span.line == 12


def test_static_cache_too_small_for_the_new_prompt_is_silent():
    # (a prompt not cut to nothing is written after what the cache holds: another error, index_copy_)
    body = """\
    sc = StaticCache(config=model.config, max_cache_len=16)
    model.generate(**tok("Summarise the report", return_tensors="pt"), past_key_values=sc, max_new_tokens=4)
    model.generate(**tok("Summarise the minutes", return_tensors="pt"), past_key_values=sc, max_new_tokens=4)
    """
    assert run(body, "5.15.0") == []


def test_assisted_and_cache_keyword_before_5_24_are_left_to_other_codes():
    body = """\
    model.generate(torch.ones((1, 24), dtype=torch.long), past_key_values=cache, max_new_tokens=4)
    model.generate(torch.ones((1, 8), dtype=torch.long), past_key_values=cache, max_new_tokens=4, prompt_lookup_num_tokens=2)
    """
    assert run(body) == []
    cache_kw = """\
    model.generate(torch.ones((1, 24), dtype=torch.long), cache=cache, max_new_tokens=4)
    model.generate(torch.ones((1, 8), dtype=torch.long), cache=cache, max_new_tokens=4)
    """
    assert run(cache_kw, "5.23.0") == []
    assert [f.severity.value for f in run(cache_kw, "5.24.0")] == ["error"]


GPT2_REUSE = """\
    gpt2 = AutoModelForCausalLM.from_pretrained("openai-community/gpt2"{load})
    {write}
    gpt2.generate(torch.ones((1, 24), dtype=torch.long), past_key_values=cache, max_new_tokens=4)
    gpt2.generate(torch.ones((1, 8), dtype=torch.long), past_key_values=cache, max_new_tokens=4)
    """


@pytest.mark.parametrize("release", ["5.17.0", "5.18.0", "5.23.0", "5.24.0"])
def test_hub_gpt2_raises_the_reshape_error_on_every_release(release):
    # (the hub's GPT-2 config.json sets no pad_token_id, catalog/checkpoints/gpt2.toml; runs of a
    # stand-in without one, h78: the RuntimeError on 5.15.0, 5.23.0 and 5.24.0 like every model)
    (f,) = run(GPT2_REUSE.format(load="", write="pass"), release)
    assert f.severity.value == "error" and f.raises is not None and f.raises.type == "RuntimeError"


@pytest.mark.parametrize(
    ("load", "write"),
    [
        ("", "gpt2.config.pad_token_id = gpt2.config.eos_token_id"),
        ("", "gpt2.config.pad_token_id = tok.eos_token_id"),
        (", pad_token_id=50256", "pass"),
        (", **extra", "pass"),
    ],
)
def test_gpt2_whose_config_may_set_a_pad_token_is_silent_from_5_18(load, write):
    # (5.18 on, a config that sets pad_token_id makes GPT-2's padding check raise its own
    # IndexError on the empty input first: runs of 5.23.0 and 5.24.0 with `model.config.pad_token_id`
    # set, h78; before 5.18 the reshape error as for any model)
    body = "    import json\n    extra = json.load(open('load.json'))\n" + GPT2_REUSE.format(load=load, write=write)
    assert [f.severity.value for f in run(body, "5.17.0")] == ["error"]
    assert run(body, "5.18.0") == [] and run(body, "5.24.0") == []


@pytest.mark.parametrize("release", ["5.18.0", "5.23.0", "5.24.0"])
def test_gpt2_with_a_static_cache_and_no_attention_mask_from_5_18(release):
    # (runs of a GPT-2 stand-in on all 28 releases, a first prompt of 8 tokens making 4, then 1 to
    # 12 tokens, with and without an attention mask: a StaticCache raises this message for 1 to 5
    # tokens on every release from 5.3, GPT-2 included; only a DynamicCache on GPT-2 from 5.18
    # raises another IndexError, when the config sets pad_token_id)
    body = """    gpt2 = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    static = StaticCache(config=gpt2.config, max_cache_len=64)
    gpt2.generate(torch.ones((1, 24), dtype=torch.long), past_key_values=static, max_new_tokens=4)
    gpt2.generate(torch.ones((1, 8), dtype=torch.long), past_key_values=static, max_new_tokens=4)
    """
    (f,) = run(body, release)
    assert f.severity.value == "error" and f.raises is not None and f.raises.type == "RuntimeError"


@pytest.mark.parametrize(("release", "found"), [("4.57.6", []), ("5.13.1", []), ("5.14.0", ["error"]), ("5.24.0", ["error"])])
def test_crop_zero_empties_up_to_5_13_and_keeps_from_5_14(release, found):
    # (5.14 read `crop(max_length <= 0)` as tokens to remove: crop(0) removes nothing; runs of
    # h66_crop_between_prompts: clean on 4.57.6 and 5.13.1, raises from 5.14.0)
    body = """\
    model.generate(torch.ones((1, 24), dtype=torch.long), past_key_values=cache, max_new_tokens=4)
    cache.crop(0)
    model.generate(torch.ones((1, 8), dtype=torch.long), past_key_values=cache, max_new_tokens=4)
    """
    assert [f.severity.value for f in run(body, release)] == found
