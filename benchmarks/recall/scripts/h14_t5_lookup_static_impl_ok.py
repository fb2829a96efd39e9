# classes: 8 2
# Benchmark of decoding strategies on a tiny local T5: each strategy is a (name, kwargs) pair.
import time

import torch
from transformers import AutoTokenizer, T5Config, T5ForConditionalGeneration

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
tok.pad_token = tok.eos_token  # GPT-2 has no pad token
model = T5ForConditionalGeneration(T5Config(
    vocab_size=len(tok), d_model=16, d_ff=32, d_kv=8, num_layers=2, num_heads=2,
    decoder_start_token_id=tok.pad_token_id, pad_token_id=tok.pad_token_id, eos_token_id=tok.eos_token_id,
)).eval()

STRATEGIES = (
    ("greedy", {}),
    ("static", {"cache_implementation": "static"}),
    ("lookup", {"prompt_lookup_num_tokens": 2}),
)

enc = tok("summarize: the quick brown fox jumps over the lazy dog the quick brown fox", return_tensors="pt")
for name, extra in STRATEGIES:
    t0 = time.perf_counter()
    with torch.no_grad():
        model.generate(**enc, max_new_tokens=5, **extra)
    print(f"{name:>14}: {time.perf_counter() - t0:.3f}s")
