"""h198: `processor.tokenizer` is the processor's checkpoint's tokenizer (core/flow.py _read_attr),
so `tokenizer=processor.tokenizer` counts as given for HF107; a keyword written at the call with a
value the walk cannot read is given too (rules/assisted._passed); and
`[tok.convert_tokens_to_ids(w) for w in WORDS]` over a list of strings is one flat list of ids
(core/flow.py _token_id_per_word), which bad_words_ids refuses (HF173)."""

from __future__ import annotations

import textwrap

import pytest

import analysed

LLAVA = """\
from PIL import Image
from transformers import AutoModelForCausalLM, AutoProcessor, AutoTokenizer, LlavaForConditionalGeneration

processor = AutoProcessor.from_pretrained("llava-hf/llava-1.5-7b-hf")
model = LlavaForConditionalGeneration.from_pretrained("llava-hf/llava-1.5-7b-hf")
draft = AutoModelForCausalLM.from_pretrained("JackFram/llama-68m")
draft_tok = AutoTokenizer.from_pretrained("JackFram/llama-68m")
inputs = processor(images=Image.new("RGB", (64, 64)), text="USER: <image>\\nhi ASSISTANT:", return_tensors="pt")
"""

GPT2 = """\
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("hello", return_tensors="pt")
"""


def _codes(head: str, tail: str, release: str = "5.23.0") -> list[str]:
    return [f.code for f in analysed.findings(head + textwrap.dedent(tail), "gen.py", release)]


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.23.0", "5.24.0"])
def test_processor_tokenizer_counts_as_given(release):
    tail = """\
    out = model.generate(**inputs, assistant_model=draft, max_new_tokens=4,
                         tokenizer=processor.tokenizer, assistant_tokenizer=draft_tok)
    """
    assert "HF107" not in _codes(LLAVA, tail, release)


def test_processor_tokenizer_held_in_a_name_counts_as_given():
    tail = """\
    ptok = processor.tokenizer
    out = model.generate(**inputs, assistant_model=draft, max_new_tokens=4, tokenizer=ptok, assistant_tokenizer=draft_tok)
    """
    assert "HF107" not in _codes(LLAVA, tail)


def test_processor_tokenizer_alone_still_raises():
    tail = """\
    out = model.generate(**inputs, assistant_model=draft, max_new_tokens=4, tokenizer=processor.tokenizer)
    """
    assert "HF107" in _codes(LLAVA, tail)


def test_unreadable_tokenizers_written_at_the_call_count_as_given():
    tail = """\
    from project.loading import tokenizer_for
    out = model.generate(**inputs, assistant_model=draft, max_new_tokens=4,
                         tokenizer=tokenizer_for("a"), assistant_tokenizer=tokenizer_for("b"))
    """
    assert "HF107" not in _codes(LLAVA, tail)


def test_without_tokenizers_still_raises():
    assert "HF107" in _codes(LLAVA, "out = model.generate(**inputs, assistant_model=draft, max_new_tokens=4)\n")


@pytest.mark.parametrize(
    "words",
    ['["Ġdog", "Ġcat"]', '("Ġdog",)', "WORDS"],
)
def test_token_id_per_word_is_a_flat_list(words):
    tail = f"""\
    WORDS = ["Ġthe"]
    ids = [tok.convert_tokens_to_ids(w) for w in {words}]
    out = model.generate(**enc, max_new_tokens=4, bad_words_ids=ids)
    """
    assert "HF173" in _codes(GPT2, tail)


@pytest.mark.parametrize(
    "line",
    [
        "ids = [[tok.convert_tokens_to_ids(w)] for w in WORDS]",  # (a list per word)
        "ids = [tok.convert_tokens_to_ids(w) for w in WORDS if w]",  # (a filter: may be empty)
        "ids = [tok.convert_tokens_to_ids(w) for w in []]",  # (empty: another check's)
        "ids = [tok.convert_tokens_to_ids(w) for w in PAIRS]",  # (lists give lists)
        "ids = [other.convert_tokens_to_ids(w) for w in WORDS]",  # (not a tokenizer the walk knows)
        "ids = [tok.convert_tokens_to_ids(x) for w in WORDS]",  # (not the element)
    ],
)
def test_other_comprehensions_are_not_a_flat_list(line):
    tail = f"""\
    from elsewhere import other
    WORDS = ["Ġdog", "Ġcat"]
    PAIRS = [["Ġdog"], ["Ġcat"]]
    x = "Ġthe"
    {line}
    out = model.generate(**enc, max_new_tokens=4, bad_words_ids=ids)
    """
    assert "HF173" not in _codes(GPT2, tail)


def test_token_ids_for_eos_are_fine():
    tail = """\
    stop_ids = [tok.convert_tokens_to_ids(c) for c in ["}", "]"]]
    out = model.generate(**enc, max_new_tokens=4, eos_token_id=stop_ids, pad_token_id=tok.eos_token_id)
    """
    assert _codes(GPT2, tail) == []
