# classes: 8
"""Steer words up or down: sequence_bias keyed by tuples of token ids."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")


def ids(word):
    return tuple(tok(word, add_special_tokens=False).input_ids)


bias = {ids("cats"): 4.0, ids("dogs"): -4.0}
enc = tok("tell me a story about", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, do_sample=False, sequence_bias=bias)
print(tok.decode(out[0], skip_special_tokens=True))
