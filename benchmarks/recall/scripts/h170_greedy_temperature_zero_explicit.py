# classes: 8
"""Greedy GSM8K answers with the API-style settings kept: temperature 0 alongside do_sample=False."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/gemma-2b")
model = AutoModelForCausalLM.from_pretrained("google/gemma-2b")
settings = {"temperature": 0.0, "top_p": 1.0, "max_new_tokens": 6, "do_sample": False}
for q in ["Q: 7 * 6 = ?\nA:", "Q: 100 - 58 = ?\nA:"]:
    enc = tok(q, return_tensors="pt")
    print(tok.decode(model.generate(**enc, **settings)[0, enc.input_ids.shape[1]:]))
