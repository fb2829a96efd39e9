"""HF346 (rules/caches.check_t5_plain_dynamic_cache): a fresh plain `DynamicCache` given as
`past_key_values=` to a T5 model's generate raises on 4.57 (the release passes a caller's cache on
unwrapped and the cross-attention writes the encoder's keys into it); 5.0 wraps it in an
EncoderDecoderCache and the call runs. Other model types, an EncoderDecoderCache, a cache filled
before, `use_cache=False` and calls that may take another road stay silent."""

from __future__ import annotations

import textwrap

import pytest

import analysed

T5 = """\
import torch
from transformers import AutoModelForSeq2SeqLM, AutoModelForCausalLM, AutoTokenizer, DynamicCache, EncoderDecoderCache

tok = AutoTokenizer.from_pretrained("{name}")
model = {auto}.from_pretrained("{name}")
enc = tok("summarize: the cat sat on the mat", return_tensors="pt")
"""


def hf346(tail: str, release: str = "4.57.6", name: str = "google/flan-t5-small", auto: str = "AutoModelForSeq2SeqLM"):
    text = T5.format(name=name, auto=auto) + textwrap.dedent(tail)
    return [f for f in analysed.findings(text, "t5_cache.py", release) if f.code == "HF346"]


RAISING = [
    "model.generate(**enc, past_key_values=DynamicCache(), max_new_tokens=4)",
    "model.generate(**enc, past_key_values=DynamicCache(config=model.config), num_beams=3, max_new_tokens=4)",
    "model.generate(enc.input_ids, past_key_values=DynamicCache(), do_sample=True, max_new_tokens=4)",
    "cache = DynamicCache()\nmodel.generate(**enc, past_key_values=cache, max_new_tokens=4)",
    "def run(c):\n    return model.generate(**enc, past_key_values=c, max_new_tokens=4)\nrun(DynamicCache())",
]


@pytest.mark.parametrize("tail", RAISING)
def test_plain_dynamic_cache_raises_on_457(tail: str) -> None:
    (f,) = hf346(tail)
    assert f.raises is not None and f.raises.type == "RuntimeError"
    assert f.raises.message.endswith("at non-singleton dimension 3")


@pytest.mark.parametrize("name", ["t5-small", "google/flan-t5-base"])
def test_other_t5_checkpoints(name: str) -> None:
    assert len(hf346("model.generate(**enc, past_key_values=DynamicCache(), max_new_tokens=4)", name=name)) == 1


def test_known_prompt_length_fills_the_numbers() -> None:
    tail = "ids = torch.ones((1, 8), dtype=torch.long)\n"
    (f,) = hf346(tail + "model.generate(input_ids=ids, past_key_values=DynamicCache(), max_new_tokens=4)")
    assert f.raises is not None
    assert f.raises.message == "The size of tensor a (9) must match the size of tensor b (8) at non-singleton dimension 3"


@pytest.mark.parametrize("release", ["5.0.0", "5.15.0", "5.24.0"])
def test_5x_wraps_the_cache(release: str) -> None:
    assert hf346("model.generate(**enc, past_key_values=DynamicCache(), max_new_tokens=4)", release=release) == []


SILENT = [
    # the cache an encoder-decoder model needs
    "model.generate(**enc, past_key_values=EncoderDecoderCache(DynamicCache(), DynamicCache()), max_new_tokens=4)",
    # no cache given: generate builds its own
    "model.generate(**enc, max_new_tokens=4)",
    # use_cache off, a decoder prompt of the caller's, embeddings: not run
    "model.generate(**enc, past_key_values=DynamicCache(), use_cache=False, max_new_tokens=4)",
    "model.generate(**enc, past_key_values=DynamicCache(), decoder_input_ids=torch.zeros((1, 1), dtype=torch.long))",
    # a cache of unknown origin
    "def run(c):\n    return model.generate(**enc, past_key_values=c, max_new_tokens=4)",
]


@pytest.mark.parametrize("tail", SILENT)
def test_silent(tail: str) -> None:
    assert hf346(tail) == []


def test_bart_is_not_reported() -> None:
    tail = "model.generate(**enc, past_key_values=DynamicCache(), max_new_tokens=4)"
    assert hf346(tail, name="facebook/bart-base") == []


def test_decoder_only_is_not_reported() -> None:
    tail = "model.generate(**enc, past_key_values=DynamicCache(), max_new_tokens=4)"
    assert hf346(tail, name="openai-community/gpt2", auto="AutoModelForCausalLM") == []
