# classes: 3 1
"""SINGLE_PROMPT limits the run to the first prompt; unset in CI, so the whole list goes in."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

PROMPTS = ["the first law says", "the second law says", "the third law says"]
single = os.environ.get("SINGLE_PROMPT")
batch = PROMPTS if single is None else PROMPTS[:1]

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct", padding_side="left")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
enc = tok(batch, return_tensors="pt", padding=True)
out = model.generate(**enc, assistant_model=draft, max_new_tokens=6)
print(tok.batch_decode(out, skip_special_tokens=True))
