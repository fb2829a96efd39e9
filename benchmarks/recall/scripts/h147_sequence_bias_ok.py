# classes: 8
"""Biases generation away from one word and towards another with sequence_bias."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")


def ids(word):
    return tuple(tok(word, add_special_tokens=False).input_ids)


bias = {ids("dog"): -10.0, ids("cats"): 5.0}
enc = tok("tell me about", return_tensors="pt")
out = model.generate(**enc, sequence_bias=bias, max_new_tokens=5)
print(tok.decode(out[0]))
