# classes: 3 8
"""Batching prompts with a draft model ("is batch speculative decoding supported?").

BATCH_SIZE comes from the environment; the default in the gist was 2.
"""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

BATCH_SIZE = int(os.environ.get("BATCH_SIZE", "2"))
MAX_NEW = int(os.environ.get("MAX_NEW", "5"))

prompts = [
    "Hello, my dog is",
    "The capital of France is",
    "Once upon a time",
    "In 1492,",
]

tok = AutoTokenizer.from_pretrained("openai-community/gpt2-medium")
tok.pad_token = tok.eos_token
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-medium")
draft = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
model.generation_config.pad_token_id = tok.eos_token_id

for start in range(0, len(prompts), BATCH_SIZE):
    batch = prompts[start:start + BATCH_SIZE]
    print("batch", start, batch)
    enc = tok(batch, return_tensors="pt", padding=True)
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=MAX_NEW)
    for line in tok.batch_decode(out, skip_special_tokens=True):
        print(" ->", line)
