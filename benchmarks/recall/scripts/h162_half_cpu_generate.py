# classes: 8
"""Halve memory on a laptop: `model.half()` on CPU, then greedy decoding."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("microsoft/phi-2")
model = AutoModelForCausalLM.from_pretrained("microsoft/phi-2").half().eval()
enc = tok("tell me a story about cats", return_tensors="pt")
print(tok.decode(model.generate(**enc, max_new_tokens=6)[0]))
