# classes: 2 3
"""Tests for self-speculative decoding (assistant_early_exit) with module-level factories.

make_model/make_inputs play the role of pytest fixtures; the parametrize lists drive both
pytest and the plain loop under __main__. Early exit is only ever asked for one prompt; the
batch test checks plain greedy decoding.
"""
import pytest
from transformers import AutoModelForCausalLM, AutoTokenizer

CHECKPOINT = "meta-llama/Llama-3.2-1B"
EXIT_LAYERS = [1, 2]

_cache = {}


def make_model():
    if "model" not in _cache:
        _cache["tokenizer"] = AutoTokenizer.from_pretrained(CHECKPOINT)
        _cache["tokenizer"].pad_token = _cache["tokenizer"].eos_token
        _cache["tokenizer"].padding_side = "left"
        _cache["model"] = AutoModelForCausalLM.from_pretrained(CHECKPOINT)
    return _cache["model"], _cache["tokenizer"]


def make_inputs(tokenizer, batch=1):
    prompts = ["The three primary colours are", "Water boils at"][:batch]
    return tokenizer(prompts, return_tensors="pt", padding=True)


@pytest.mark.parametrize("exit_layer", EXIT_LAYERS)
def test_early_exit_single_prompt(exit_layer):
    model, tokenizer = make_model()
    inputs = make_inputs(tokenizer)
    out = model.generate(**inputs, assistant_early_exit=exit_layer, max_new_tokens=5, do_sample=False)
    assert out.shape[0] == 1


def test_batch_greedy():
    model, tokenizer = make_model()
    inputs = make_inputs(tokenizer, batch=2)
    out = model.generate(**inputs, max_new_tokens=5, do_sample=False)
    assert out.shape[0] == 2


if __name__ == "__main__":
    for layer in EXIT_LAYERS:
        test_early_exit_single_prompt(layer)
    test_batch_greedy()
    print("all early-exit checks passed")
