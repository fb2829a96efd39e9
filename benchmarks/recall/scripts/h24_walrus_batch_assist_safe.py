# classes: 7 9
"""Queue drainer: micro-batches are collected, but speculative decoding runs one request at a time."""
from collections import deque

from transformers import AutoModelForCausalLM, AutoTokenizer

MAX_BATCH = 4

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
target = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

pending = deque(["The museum opens at", "Our refund policy states that", "To reset your password,"])


def next_batch(queue: deque, n: int) -> list[str]:
    batch = []
    while queue and len(batch) < n:
        batch.append(queue.popleft())
    return batch


results = []
while batch := next_batch(pending, MAX_BATCH):
    for request in batch:
        enc = tokenizer(request, return_tensors="pt")
        out = target.generate(**enc, assistant_model=draft, max_new_tokens=8, pad_token_id=tokenizer.eos_token_id)
        results.append(tokenizer.decode(out[0], skip_special_tokens=True))

print(*results, sep="\n")
