# classes: 7 2
"""A small error-budget context manager used around each request of a nightly job: it records
the failure (a request copied from a vLLM config disables top-k with -1) and lets it propagate, so the job stops at the first bad request."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class ErrorBudget:
    def __init__(self, name):
        self.name = name
        self.failures = []

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        if exc is not None:
            self.failures.append((self.name, repr(exc)))
            return False
        return False


torch.manual_seed(0)
tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")
REQUESTS = [
    {"prompt": "The weather today", "top_k": 50},
    {"prompt": "In the beginning", "top_k": -1},
]

for i, req in enumerate(REQUESTS):
    with ErrorBudget(f"request-{i}") as budget:
        enc = tok(req["prompt"], return_tensors="pt")
        out = model.generate(**enc, do_sample=True, top_k=req["top_k"], max_new_tokens=5, pad_token_id=tok.eos_token_id)
        print(tok.decode(out[0], skip_special_tokens=True))
    print(budget.failures)
