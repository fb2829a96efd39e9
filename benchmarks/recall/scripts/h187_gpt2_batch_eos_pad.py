# classes: 2 6
"""Throughput vs batch size for GPT-2, pad with EOS and left padding for decoder-only batching."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
tok.pad_token = tok.eos_token
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

prompts = ["Hello there", "The weather today is", "My favourite food is", "In 1999 we"]
for bs in (1, 2, 4):
    enc = tok(prompts[:bs], return_tensors="pt", padding=True)
    t0 = time.perf_counter()
    out = model.generate(**enc, max_new_tokens=5, do_sample=False, pad_token_id=tok.eos_token_id)
    print(bs, round(bs * 5 / (time.perf_counter() - t0), 1))
