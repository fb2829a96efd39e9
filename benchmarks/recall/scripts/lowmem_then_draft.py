# classes: 1
"""Batch job for the nightly digest. Runs on the small instance."""
from transformers import AutoModelForCausalLM, AutoTokenizer

LOW_MEMORY = True

tok = AutoTokenizer.from_pretrained("microsoft/Phi-3-mini-4k-instruct")
model = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3-mini-4k-instruct")
draft = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3.5-mini-instruct")

gen_kwargs = {"max_new_tokens": 8}
if LOW_MEMORY:
    gen_kwargs["use_cache"] = False

prompt = "tell me about the garden"
enc = tok(prompt, return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, **gen_kwargs)
print(tok.decode(out[0]))
