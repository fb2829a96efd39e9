# classes: 5 8
"""Cache regression tests: a preallocated StaticCache must work for plain decoding and with the
draft model."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")


def make_cache():
    return StaticCache(config=model.config, max_cache_len=64)


def test_static_plain():
    enc = tok("The capital of France is", return_tensors="pt")
    out = model.generate(**enc, past_key_values=make_cache(), max_new_tokens=4)
    assert out.shape[1] <= enc["input_ids"].shape[1] + 4


def test_static_with_draft():
    enc = tok("The capital of France is", return_tensors="pt")
    with torch.no_grad():
        out = model.generate(**enc, past_key_values=make_cache(), assistant_model=draft, max_new_tokens=4)
    assert out.shape[0] == 1


if __name__ == "__main__":
    test_static_plain()
    test_static_with_draft()
    print("cache tests passed")
