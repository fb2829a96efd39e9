# classes: 8 1
"""Repro collection for the issue template: every attempt wrapped so the script prints all
the errors at once instead of stopping at the first one."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
enc = tok("Transformers is a library", return_tensors="pt")

# 1) cache off
try:
    model.generate(**enc, assistant_model=draft, use_cache=False, max_new_tokens=4)
except Exception as e:
    print("1:", type(e).__name__, e)

# 2) several samples
try:
    model.generate(**enc, assistant_model=draft, do_sample=True, num_return_sequences=2, max_new_tokens=4)
except Exception as e:
    print("2:", type(e).__name__, e)

# 3) unneeded assistant tokenizer
try:
    model.generate(**enc, assistant_model=draft, tokenizer=tok, assistant_tokenizer=tok, max_new_tokens=4)
except Exception as e:
    print("3:", type(e).__name__, e)

# 4) the one that works
out = model.generate(**enc, assistant_model=draft, max_new_tokens=4)
print("4:", tok.decode(out[0]))
