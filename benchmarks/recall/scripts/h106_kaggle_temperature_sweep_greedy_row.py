# classes: 7 2
"""Kaggle notebook: the temperature sweep cell turns sampling off for the 0.0 row instead of
asking the sampler for a zero temperature."""
# %%
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("Once upon a time", return_tensors="pt")

# %%
rows = {}
for temp in [0.0, 0.7, 1.2]:
    if temp == 0.0:
        model.generation_config.do_sample = False
        model.generation_config.temperature = 1.0
    else:
        model.generation_config.do_sample = True
        model.generation_config.temperature = temp
    t0 = time.perf_counter()
    out = model.generate(**enc, max_new_tokens=8)
    rows[temp] = time.perf_counter() - t0

# %%
print(rows)
