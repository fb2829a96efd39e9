"""HF158's bound of `cache.crop(n)` (core/cropbound.py) reads the width of a slice or a row as
unknown, not as the batch's: `ids[:, :0].shape[1]` is 0 by construction, and crop(0) runs on
every release (runs behind test_cache_crop_positive: n = 0 keeps nothing up to 5.19 and removes
nothing from 5.20, no error). The batch's own width is still read as a length."""

from __future__ import annotations

import pytest

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
cache = DynamicCache()
enc = tok("You are a helpful assistant", return_tensors="pt")
ids = enc["input_ids"]
model.generate(**enc, past_key_values=cache, max_new_tokens=3)
"""


def _hf158(body: str, release: str = "5.23.0") -> list[str]:
    return [f.severity.value for f in analysed.findings(HEAD + body, "crop.py", release) if f.code == "HF158"]


@pytest.mark.parametrize(
    "body",
    [
        "keep = ids[:, :0].shape[1]\ncache.crop(keep)\n",
        "cache.crop(enc.input_ids[:, :0].size(1))\n",
        "cache.crop(ids[0][:0].shape[0])\n",
        "cache.crop(ids[:, :0].shape[-1])\n",
    ],
)
def test_the_width_of_a_slice_is_not_the_batch_s(body: str) -> None:
    assert _hf158(body) == []


def test_the_batch_s_own_width_is_still_a_length() -> None:
    assert _hf158("cache.crop(ids.shape[1])\n") == ["error"]
    assert _hf158('cache.crop(enc["input_ids"].shape[1])\n') == ["error"]
