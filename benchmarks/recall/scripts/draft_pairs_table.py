# classes: 2 6
"""Speculative-decoding speedup table over (target, draft) pairs."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

PAIRS = [
    ("meta-llama/Llama-3.1-8B-Instruct", "meta-llama/Llama-3.2-1B-Instruct"),
    ("Qwen/Qwen2.5-7B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct"),
    ("HuggingFaceTB/SmolLM2-1.7B-Instruct", "HuggingFaceTB/SmolLM2-135M-Instruct"),
]

rows = []
for target_id, draft_id in PAIRS:
    tok = AutoTokenizer.from_pretrained(target_id)
    target = AutoModelForCausalLM.from_pretrained(target_id)
    draft = AutoModelForCausalLM.from_pretrained(draft_id)
    enc = tok("tell me a story about the queen", return_tensors="pt")
    start = time.perf_counter()
    target.generate(**enc, assistant_model=draft, max_new_tokens=8)
    rows.append((target_id, draft_id, time.perf_counter() - start))
for row in rows:
    print(*row)
