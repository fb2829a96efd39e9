"""What a forward pass leaves in a cache it is given (the "re-use a prompt cache" recipe prefills
one so: at least a token a word of the text it feeds, HF154), and the length of a prompt a
tokenizer truncates to `max_length` (every text of at least that many words is cut to exactly
that many tokens, HF147). Runs: tests/fixtures (prefilled_prompt_cache_question_only,
truncated_prompt_reaches_max_length, fp2090-fp2092) under 4.57.6, 5.13.1, 5.14.0, 5.15.0, 5.23.0
and 5.24.0."""

from __future__ import annotations

import textwrap

import analysed

HEAD = """\
import copy
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
LONG = " ".join(["the council met on tuesday to discuss the new library and the park"] * 5)
"""


def found(body: str, release: str) -> list[tuple[int, str, str, str]]:
    text = HEAD + textwrap.dedent(body)
    first = HEAD.count("\n")
    return [
        (f.span.line - first, f.code, f.severity.value, f.raises.message if f.raises else "")
        for f in analysed.findings(text, "script.py", release)
    ]


PREFILLED = """
    cache = DynamicCache()
    with torch.no_grad():
        model(**tok(LONG, return_tensors="pt"), past_key_values=cache)
    question = tok({question!r}, return_tensors="pt", add_special_tokens=False)
    model.generate(**question, past_key_values=copy.deepcopy(cache), max_new_tokens=4)
"""


def test_a_question_alone_after_a_prefilled_prompt_is_cut_to_nothing():
    body = PREFILLED.format(question="Hours?")
    assert found(body, "4.57.6") == [(6, "HF154", "error", "index -1 is out of bounds for dimension 0 with size 0")]
    [(line, code, severity, message)] = found(body, "5.23.0")
    assert (line, code, severity) == (6, "HF154", "error")
    assert message.startswith("cannot reshape tensor of 0 elements")


def test_the_prefilled_counts_are_read_against_the_question_length():
    # (a question of up to 30 bytes may hold as many tokens as the 70-word prefix on 5.x's
    # halved condition: not sure, and the forward pass's count gives no upper bound: silent)
    body = PREFILLED.format(question="When are you open on Saturday mornings and Sunday?")
    assert found(body, "5.23.0") == []


def test_the_recipe_with_the_whole_prompt_is_clean():
    body = """
        cache = DynamicCache()
        with torch.no_grad():
            model(**tok(LONG, return_tensors="pt"), past_key_values=cache)
        for q in ["why?", "when?"]:
            inputs = tok(LONG + " " + q, return_tensors="pt")
            model.generate(**inputs, past_key_values=copy.deepcopy(cache), max_new_tokens=4)
    """
    for release in ("4.57.6", "5.23.0"):
        assert found(body, release) == []


def test_a_forward_pass_without_caching_is_not_counted():
    body = """
        cache = DynamicCache()
        model(**tok(LONG, return_tensors="pt"), past_key_values=cache, use_cache=False)
        question = tok("Hi", return_tensors="pt", add_special_tokens=False)
        model.generate(**question, past_key_values=cache, max_new_tokens=4)
    """
    assert [c for _, c, _, _ in found(body, "4.57.6")] == []


def test_a_long_text_truncated_to_max_length_meets_the_same_max_length():
    body = """
        inputs = tok("Summarize: " + LONG, return_tensors="pt", truncation=True, max_length=32)
        model.generate(**inputs, max_length=32)
    """
    for release in ("4.57.6", "5.23.0"):
        [(line, code, severity, message)] = found(body, release)
        assert (line, code, severity) == (3, "HF147", "error")
        assert message.startswith("Input length of input_ids is 32, but `max_length` is set to 32.")


def test_padding_to_max_length_makes_every_text_that_long():
    body = """
        inputs = tok(["Hi", "Hello there"], return_tensors="pt", padding="max_length", truncation=True, max_length=24)
        model.generate(**inputs, max_length=24)
    """
    assert [(line, code) for line, code, _, _ in found(body, "5.23.0")] == [(3, "HF147")]


def test_truncation_that_may_not_reach_the_text_decides_nothing():
    for text, cut, total in (("Headline: a new library", 64, 64), ("LONG", 32, 48)):
        body = f"""
            inputs = tok({text if text == "LONG" else repr(text)}, return_tensors="pt", truncation=True, max_length={cut})
            model.generate(**inputs, max_length={total})
        """
        assert found(body, "5.23.0") == []


def test_a_stride_or_overflowing_tokens_is_not_read():
    body = """
        inputs = tok(LONG, return_tensors="pt", truncation=True, max_length=32, stride=8, return_overflowing_tokens=True)
        model.generate(input_ids=inputs["input_ids"], max_length=32)
    """
    assert found(body, "5.23.0") == []


def test_a_shallow_copy_of_a_cache_is_filled_with_it():
    # (`copy.copy` shares the cache's list of layers: what a call given the copy feeds, the
    # original holds too; `copy.deepcopy` does not. Runs: shallow_copied_cache_shares_layers and
    # fp2093 under the six releases above)
    body = """
        template = DynamicCache()
        work = {copy}(template)
        model.generate(**tok(LONG, return_tensors="pt"), past_key_values=work, max_new_tokens=4)
        model.generate(**tok("Ok", return_tensors="pt"), past_key_values=template, max_new_tokens=4)
    """
    for release in ("4.57.6", "5.23.0"):
        assert [(line, code, sev) for line, code, sev, _ in found(body.format(copy="copy.copy"), release)] == [
            (5, "HF154", "error")
        ]
        assert found(body.format(copy="copy.deepcopy"), release) == []


MODEL_MAX_LENGTH = """
    model.generation_config.max_length = 24
    inputs = tok("Summarize: " + LONG, return_tensors="pt")
    model.generate(**inputs{extra})
"""


def test_a_max_length_written_on_the_model_generation_config_meets_a_longer_prompt():
    # (4.57 and 5.3 on compare it with the prompt as it is; 5.0 to 5.2 add the prompt's length to
    # it and run clean. Runs: model_generation_config_max_length_under_prompt on all 28 releases)
    body = MODEL_MAX_LENGTH.format(extra="")
    for release in ("4.57.6", "5.3.0", "5.23.0", "5.24.0"):
        [(line, code, severity, message)] = found(body, release)
        assert (line, code, severity) == (4, "HF147", "error")
        assert message.startswith("Input length of input_ids is <input_length>, but `max_length` is set to 24.")
    for release in ("5.0.0", "5.2.0"):
        assert found(body, release) == []


def test_max_new_tokens_or_a_passed_config_wins_over_the_model_max_length():
    for extra in (", max_new_tokens=8", ", generation_config=GenerationConfig(max_new_tokens=8)"):
        body = "\n    from transformers import GenerationConfig" + MODEL_MAX_LENGTH.format(extra=extra)
        assert found(body, "5.23.0") == []
