# classes: 7 2
"""Kaggle notebook: a temperature sweep cell edits model.generation_config.temperature in a loop
with sampling switched on in an earlier cell; the sweep starts at 0.0 "for the greedy row"."""
# %%
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("Once upon a time", return_tensors="pt")

# %%
model.generation_config.do_sample = True
model.generation_config.top_p = 0.95

# %%
rows = {}
for temp in [0.0, 0.7, 1.2]:
    model.generation_config.temperature = temp
    t0 = time.perf_counter()
    out = model.generate(**enc, max_new_tokens=8)
    rows[temp] = (time.perf_counter() - t0, tok.decode(out[0], skip_special_tokens=True))

# %%
for temp, (secs, text) in rows.items():
    print(f"T={temp:<4} {secs:.3f}s {text!r}")
