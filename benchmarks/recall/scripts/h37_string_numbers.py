# classes: 3 8
"""Settings read as strings (env vars with string defaults), converted before use.

A forum recipe read NUM_SEQ and MAX_TOKENS from the environment; the defaults are the
strings "2" and "8", sampling on by default, converted with int() before they reach generate.
"""

import os

from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = os.environ.get("MAIN_MODEL", "Qwen/Qwen2.5-1.5B-Instruct")
DRAFT = os.environ.get("DRAFT_MODEL", "Qwen/Qwen2.5-0.5B-Instruct")
NUM_SEQ = os.environ.get("NUM_SEQ", "2")
MAX_TOKENS = os.environ.get("MAX_TOKENS", "8")
SAMPLE = os.environ.get("SAMPLE", "true").lower() in ("1", "true", "yes")

tok = AutoTokenizer.from_pretrained(MAIN)
model = AutoModelForCausalLM.from_pretrained(MAIN)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

text = "Translate to French: good morning"
inputs = tok(text, return_tensors="pt")
out = model.generate(
    **inputs,
    assistant_model=draft,
    do_sample=SAMPLE,
    num_return_sequences=int(NUM_SEQ),
    max_new_tokens=int(MAX_TOKENS),
)
print(tok.batch_decode(out, skip_special_tokens=True))
