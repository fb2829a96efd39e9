# classes: 2
"""Prompt-lookup decoding tests, written for pytest but runnable as a plain script.

The parametrize list is the single source of the cases; `python this_file.py` walks it by
hand (the release box has no pytest plugins configured), so a failing case raises directly.
"""
import pytest
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

CHECKPOINT = "meta-llama/Llama-3.2-1B-Instruct"

LOOKUP_CASES = [
    {"prompt_lookup_num_tokens": 3, "max_new_tokens": 8},
    {"prompt_lookup_num_tokens": 10, "max_new_tokens": 8, "max_matching_ngram_size": 2},
    {"prompt_lookup_num_tokens": 3, "max_new_tokens": 8, "use_cache": False},
]

_model = None
_tokenizer = None


def get_model():
    global _model, _tokenizer
    if _model is None:
        _tokenizer = AutoTokenizer.from_pretrained(CHECKPOINT)
        _model = AutoModelForCausalLM.from_pretrained(CHECKPOINT, torch_dtype=torch.float32)
    return _model, _tokenizer


@pytest.mark.parametrize("case", LOOKUP_CASES)
def test_prompt_lookup_matches_greedy(case):
    model, tokenizer = get_model()
    text = "def add(a, b):\n    return a + b\n\ndef add3(a, b, c):\n    return"
    inputs = tokenizer(text, return_tensors="pt")
    greedy = model.generate(**inputs, do_sample=False, max_new_tokens=case["max_new_tokens"])
    lookup = model.generate(**inputs, do_sample=False, **case)
    assert lookup.shape[0] == greedy.shape[0]


if __name__ == "__main__":
    for i, case in enumerate(LOOKUP_CASES):
        test_prompt_lookup_matches_greedy(case)
        print(f"case {i} passed")
