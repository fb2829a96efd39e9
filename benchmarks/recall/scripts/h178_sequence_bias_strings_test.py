# classes: 8
"""Test (strings as keys) that sequence_bias nudges the model towards our brand name."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")


def bias_for(words, value):
    return {w: value for w in words}


def test_brand_bias():
    enc = tok("Our favourite company is", return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=3, sequence_bias=bias_for([" Acme"], 5.0),
                         pad_token_id=tok.eos_token_id)
    assert out.shape[0] == 1


if __name__ == "__main__":
    test_brand_bias()
