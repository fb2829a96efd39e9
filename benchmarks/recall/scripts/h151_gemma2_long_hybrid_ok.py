# classes: 6
"""Gemma 2 on a long retrieved context: its generation config already picks the hybrid
cache (sliding and global layers), so nothing is passed."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/gemma-2-2b-it")
model = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it")
context = " ".join(["the king and the queen lived in a garden"] * 10)
enc = tok(context + " who lived in the garden ?", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=6, do_sample=False)
print(tok.decode(out[0, enc["input_ids"].shape[1]:]))
