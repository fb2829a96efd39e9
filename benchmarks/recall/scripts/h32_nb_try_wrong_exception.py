# classes: 8 9
"""Notebook export: an exploratory cell that guards an assisted call with `except ValueError`.

Gemma-2-2b-it with its own prompt used for prompt lookup; a previous cell switched the cache
off for a memory measurement. The guard only catches ValueError.
"""
# %%
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/gemma-2-2b-it")
model = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it")

# %%
chat = [{"role": "user", "content": "Repeat after me: red green blue, red green blue."}]
inputs = tok.apply_chat_template(chat, add_generation_prompt=True, return_tensors="pt", return_dict=True)

# %%
# memory check without cache
with torch.no_grad():
    out = model.generate(**inputs, max_new_tokens=6, use_cache=False)
print(tok.decode(out[0], skip_special_tokens=True))

# %%
settings = {"max_new_tokens": 6, "use_cache": False}

# %%
try:
    with torch.no_grad():
        fast = model.generate(**inputs, prompt_lookup_num_tokens=2, **settings)
    print(tok.decode(fast[0], skip_special_tokens=True))
except ValueError as e:
    print("skipped prompt lookup:", e)

# %%
print("done")
