# classes: 7
"""Steering with sequence_bias: a dict of token-id tuples to biases, built from phrases."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "facebook/opt-125m"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)


def bias_for(phrases, value):
    return {tuple(tok(p, add_special_tokens=False).input_ids): value for p in phrases}


bias = bias_for([" dog", " cat"], -10.0)
bias.update(bias_for([" garden"], 5.0))
enc = tok("the king loved his", return_tensors="pt")
out = model.generate(**enc, sequence_bias=bias, max_new_tokens=6)
print(tok.decode(out[0], skip_special_tokens=True))
