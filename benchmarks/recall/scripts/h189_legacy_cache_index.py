# classes: 5 9
"""Snippet from an older issue that inspects the KV cache returned by generate: the first layer's
key tensor read as `past_key_values[0][0]`."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")
enc = tok("Caches store keys and values", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=3, return_dict_in_generate=True)
pkv = out.past_key_values
print(type(pkv).__name__)
print("layer-0 keys:", pkv[0][0].shape)
