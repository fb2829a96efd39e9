# classes: 5 9
"""Notebook: a static-cache cell (prepared for torch.compile) edits the model's generation config;
a later cell measures assisted decoding on the same model."""
# %%
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
small = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
batch = tok("tell me a story about cats", return_tensors="pt")

# %% static cache run
model.generation_config.cache_implementation = "static"
t0 = time.perf_counter()
model.generate(**batch, max_new_tokens=6)
print("static", time.perf_counter() - t0)

# %% assisted run (static cache off again)
model.generation_config.cache_implementation = None
t0 = time.perf_counter()
out = model.generate(**batch, max_new_tokens=6, assistant_model=small)
print("assisted", time.perf_counter() - t0, tok.decode(out[0]))
