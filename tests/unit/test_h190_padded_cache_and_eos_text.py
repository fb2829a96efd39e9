"""HF347 (rules/caches.check_padded_plain_dynamic_cache): a fresh plain `DynamicCache` given to an
encoder-decoder model's generate whose prompts the tokenizer surely padded raises in every release
(T5 on 4.57 is HF346's); the numbers' order turns for T5 from 5.15. core/batches.surely_padded
decides the padding. HF330 (rules/assisted.check_eos_ids_text_first): `eos_token_id` a list whose
first item is a token's text."""

from __future__ import annotations

import textwrap

import pytest

import analysed

SEQ2SEQ = """\
import torch
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, DynamicCache, EncoderDecoderCache

tok = AutoTokenizer.from_pretrained("{name}")
model = AutoModelForSeq2SeqLM.from_pretrained("{name}")
texts = ["Hi", "the cat sat on the mat all day long while the dog slept by the old door"]
"""
PADDED = 'enc = tok(texts, padding=True, return_tensors="pt")\n'
CALL = "model.generate(**enc, past_key_values=DynamicCache(), max_new_tokens=4)\n"


def _codes(tail: str, release: str = "5.24.0", name: str = "facebook/bart-base") -> list[tuple[str, str]]:
    text = SEQ2SEQ.format(name=name) + textwrap.dedent(tail)
    found = analysed.findings(text, "summarise.py", release)
    return [(f.code, f.raises.message if f.raises else "") for f in found]


MESSAGE = "The size of tensor a ({a}) must match the size of tensor b ({b}) at non-singleton dimension 3"


@pytest.mark.parametrize(
    "name",
    [
        "facebook/bart-base",
        "Helsinki-NLP/opus-mt-en-de",
        "google/pegasus-large",
        "facebook/nllb-200-distilled-600M",
        "google/flan-t5-small",
    ],
)
@pytest.mark.parametrize("release", ["4.57.6", "5.0.0", "5.24.0"])
def test_padded_batch_raises(name: str, release: str) -> None:
    found = _codes(PADDED + CALL, release, name)
    if "t5" in name and release == "4.57.6":
        assert [c for c, _ in found] == ["HF346"]  # (the same error, reported once)
    else:
        assert found == [("HF347", MESSAGE.format(a="<a>", b="<b>"))]


@pytest.mark.parametrize(
    "call",
    [
        "model.generate(**enc, past_key_values=DynamicCache(), num_beams=2, max_new_tokens=4)",
        "model.generate(**enc, past_key_values=DynamicCache(), do_sample=True, max_new_tokens=4)",
        "model.generate(input_ids=enc.input_ids, attention_mask=enc['attention_mask'], past_key_values=DynamicCache())",
        "cache = DynamicCache()\nmodel.generate(**enc, past_key_values=cache, max_new_tokens=4)",
    ],
)
def test_every_decoding_and_way_of_passing_the_mask(call: str) -> None:
    assert [c for c, _ in _codes(PADDED + call + "\n")] == ["HF347"]


@pytest.mark.parametrize(
    ("name", "release", "a", "b"),
    [
        ("facebook/bart-base", "4.57.6", 41, 40),
        ("facebook/bart-base", "5.24.0", 41, 40),
        ("google/flan-t5-small", "5.14.1", 41, 40),
        ("google/flan-t5-small", "5.15.0", 40, 41),
        ("google/flan-t5-small", "5.24.0", 40, 41),
    ],
)
def test_a_known_padded_length_fills_the_numbers(name: str, release: str, a: int, b: int) -> None:
    tail = 'enc = tok(texts, padding="max_length", max_length=40, truncation=True, return_tensors="pt")\n' + CALL
    assert _codes(tail, release, name) == [("HF347", MESSAGE.format(a=a, b=b))]


SILENT = [
    # the cache an encoder-decoder model needs, or none given
    PADDED + "model.generate(**enc, past_key_values=EncoderDecoderCache(DynamicCache(), DynamicCache()))\n",
    PADDED + "model.generate(**enc, max_new_tokens=4)\n",
    # the ids alone: whether a mask is made of the pad tokens is the checkpoint's
    PADDED + "model.generate(enc.input_ids, past_key_values=DynamicCache(), max_new_tokens=4)\n",
    PADDED + "model.generate(input_ids=enc['input_ids'], past_key_values=DynamicCache())\n",
    # use_cache off, a decoder prompt of the caller's
    PADDED + "model.generate(**enc, past_key_values=DynamicCache(), use_cache=False)\n",
    PADDED + "model.generate(**enc, past_key_values=DynamicCache(), decoder_input_ids=torch.zeros((2, 1), dtype=torch.long))\n",
    # not surely padded: one text, texts that may make as many tokens, no padding, no mask returned
    'enc = tok(texts[1], padding=True, return_tensors="pt")\n' + CALL,
    'enc = tok(["good morning to you", "good evening to you"], padding=True, return_tensors="pt")\n' + CALL,
    'enc = tok(texts, return_tensors="pt")\n' + CALL,
    'enc = tok(texts, padding=True, return_attention_mask=False, return_tensors="pt")\n' + CALL,
    # truncated to fewer tokens than the short text may make
    'enc = tok(texts, padding=True, truncation=True, max_length=6, return_tensors="pt")\n' + CALL,
    # padded to a length the short text may reach
    'enc = tok(texts, padding="max_length", max_length=6, return_tensors="pt")\n' + CALL,
    # texts not known
    'import sys\nenc = tok(sys.argv[1:], padding=True, return_tensors="pt")\n' + CALL,
]


@pytest.mark.parametrize("tail", SILENT)
def test_silent(tail: str) -> None:
    assert [c for c, _ in _codes(tail) if c == "HF347"] == []


def test_other_model_types_are_silent() -> None:
    text = SEQ2SEQ.replace("AutoModelForSeq2SeqLM", "AutoModelForCausalLM").format(name="openai-community/gpt2")
    found = analysed.findings(text + PADDED + CALL, "lm.py", "5.24.0")
    assert [f.code for f in found if f.code == "HF347"] == []


def test_surely_padded_bounds() -> None:
    from hflint.core.batches import surely_padded
    from hflint.core.values import Const, Seq

    class _Call:
        def __init__(self, **kwargs: object) -> None:
            self.args = ()
            self.kwargs = {k: Const(v) for k, v in kwargs.items()}
            self.opaque = False

    short, long_ = Const("Hi"), Const(" ".join(["word"] * 12))
    texts = Seq((short, long_), is_tuple=False)
    assert surely_padded(texts, _Call(padding=True))  # type: ignore[arg-type]
    assert not surely_padded(Seq((short, Const("a b")), is_tuple=False), _Call(padding=True))  # type: ignore[arg-type]
    assert not surely_padded(texts, _Call(padding=False))  # type: ignore[arg-type]
    assert surely_padded(Seq((short, Const("a b c d")), is_tuple=False), _Call(padding=True))  # type: ignore[arg-type]
    # (cut by a truncation: the limit must pass the short text's tokens with the special ones)
    assert surely_padded(texts, _Call(padding=True, truncation=True, max_length=8))  # type: ignore[arg-type]
    assert not surely_padded(texts, _Call(padding=True, truncation=True, max_length=7))  # type: ignore[arg-type]
    assert surely_padded(short, _Call(padding="max_length", max_length=16))  # type: ignore[arg-type]
    assert not surely_padded(short, _Call(padding="max_length", max_length=7))  # type: ignore[arg-type]


# ---------------------------------------------------------------- HF330

LM = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, pipeline

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("once upon a time", return_tensors="pt")
"""


def _lm(tail: str, release: str = "5.24.0") -> list[tuple[str, str]]:
    found = analysed.findings(LM + textwrap.dedent(tail), "decode.py", release)
    return [(f.code, f"{f.raises.type}: {f.raises.message}" if f.raises else "") for f in found]


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.24.0"])
@pytest.mark.parametrize(
    "tail",
    [
        "model.generate(**enc, eos_token_id=['<|endoftext|>', tok.eos_token_id], pad_token_id=50256)\n",
        "model.generate(**enc, eos_token_id=[tok.eos_token], do_sample=True)\n",
        "model.generate(**enc, eos_token_id=['\\n', '<|endoftext|>'], num_beams=2, pad_token_id=50256)\n",
        "cfg = GenerationConfig(max_new_tokens=4, eos_token_id=[tok.eos_token, 50256])\n"
        "model.generate(**enc, generation_config=cfg)\n",
        "model.generation_config.eos_token_id = ['<|endoftext|>', 50256]\nmodel.generate(**enc)\n",
        "pipe = pipeline('text-generation', model=model, tokenizer=tok)\n"
        "pipe('hi', eos_token_id=['\\n', 50256], max_new_tokens=4)\n",
    ],
)
def test_eos_list_starting_with_text(tail: str, release: str) -> None:
    assert _lm(tail, release) == [("HF330", "ValueError: too many dimensions 'str'")]


@pytest.mark.parametrize(
    "tail",
    [
        "model.generate(**enc, eos_token_id=[50256, 198], pad_token_id=50256)\n",
        "model.generate(**enc, eos_token_id=[tok.convert_tokens_to_ids('<|endoftext|>'), 50256])\n",
        # (HF345's and HF350's, and HF344's where the pad token is text)
        "model.generate(**enc, eos_token_id=[tok.eos_token_id, '<|endoftext|>'], pad_token_id=50256)\n",
        "model.generate(**enc, eos_token_id='<|endoftext|>', pad_token_id=50256)\n",
        "model.generate(**enc, eos_token_id=['<|endoftext|>', 50256], pad_token_id=tok.eos_token)\n",
        # (a first item not known)
        "import sys\nmodel.generate(**enc, eos_token_id=[sys.argv[1], 50256])\n",
    ],
)
def test_other_eos_lists_are_not_hf330(tail: str) -> None:
    assert [c for c, _ in _lm(tail) if c == "HF330"] == []
