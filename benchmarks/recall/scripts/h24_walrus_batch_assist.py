# classes: 7 9
"""Queue drainer: requests are pulled in micro-batches and decoded with a draft model."""
from collections import deque
from itertools import islice

from transformers import AutoModelForCausalLM, AutoTokenizer

MAX_BATCH = 4

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
tokenizer.pad_token = tokenizer.eos_token
tokenizer.padding_side = "left"
target = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

pending = deque(
    [
        "The museum opens at",
        "Our refund policy states that",
        "To reset your password,",
    ]
)


def take(queue: deque, n: int) -> list[str]:
    return [queue.popleft() for _ in islice(range(n), min(n, len(queue)))]


results = []
while batch := take(pending, MAX_BATCH):
    if (width := max(len(p) for p in batch)) > 200:
        print("long batch", width)
    enc = tokenizer(batch, return_tensors="pt", padding=True)
    out = target.generate(**enc, assistant_model=draft, max_new_tokens=8, pad_token_id=tokenizer.eos_token_id)
    results.extend(tokenizer.batch_decode(out, skip_special_tokens=True))

for line in results:
    print(line)
