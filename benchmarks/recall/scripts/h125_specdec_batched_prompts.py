# classes: 8
"""Speculative decoding throughput on a batch of prompts (batch of 4, padded left)."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

target_id, draft_id = "openai-community/gpt2-large", "openai-community/gpt2"
tok = AutoTokenizer.from_pretrained(target_id, padding_side="left")
tok.pad_token = tok.eos_token
target = AutoModelForCausalLM.from_pretrained(target_id)
draft = AutoModelForCausalLM.from_pretrained(draft_id)
prompts = ["the quick brown fox", "hello world", "tell me a story", "one two three"]
batch = tok(prompts, return_tensors="pt", padding=True)
for name, kwargs in [("baseline", {}), ("assisted", {"assistant_model": draft})]:
    t0 = time.perf_counter()
    with torch.no_grad():
        out = target.generate(**batch, max_new_tokens=8, do_sample=False, pad_token_id=tok.eos_token_id, **kwargs)
    dt = time.perf_counter() - t0
    print(name, out.shape, f"{(out.shape[1] - batch.input_ids.shape[1]) * len(prompts) / dt:.1f} tok/s")
