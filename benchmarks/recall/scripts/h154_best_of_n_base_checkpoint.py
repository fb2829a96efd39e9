# classes: 6 8
"""Synthetic completions from a base checkpoint: three responses per seed prompt from
Qwen2.5-0.5B (base), decoded with the checkpoint's own settings."""

from transformers import AutoModelForCausalLM, AutoTokenizer

name = "Qwen/Qwen2.5-0.5B"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)

seeds = ["once upon a time there lived", "the quick brown fox"]
rows = []
for seed in seeds:
    enc = tok(seed, return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=5, num_return_sequences=3)
    rows.extend(tok.batch_decode(out[:, enc.input_ids.shape[1]:]))
print(len(rows))
