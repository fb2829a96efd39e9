# classes: 7 2
"""Kaggle notebook: a speed table over a batch of prompts, with and without the draft model. The
batch cell is written once and re-run for each row of the table."""
# %%
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
tok.pad_token = tok.eos_token
tok.padding_side = "left"
target = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")

prompts = [
    "Summarise the plot of Hamlet in one line:",
    "Give me three uses for a paperclip:",
]
batch = tok(prompts, return_tensors="pt", padding=True)

# %%
speeds = {}
for row, extra in [("target only", {}), ("target + draft", {"assistant_model": draft})]:
    t0 = time.perf_counter()
    out = target.generate(**batch, max_new_tokens=8, **extra)
    elapsed = time.perf_counter() - t0
    new_tokens = (out.shape[1] - batch["input_ids"].shape[1]) * out.shape[0]
    speeds[row] = new_tokens / elapsed

# %%
print(f"{'setting':<16}{'tok/s':>8}")
for row, tps in speeds.items():
    print(f"{row:<16}{tps:>8.1f}")
