# classes: 3 2
"""Work-queue benchmark: configs are popped from a deque; switches come from the environment."""
import collections
import os
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

USE_DRAFT = os.environ.get("USE_DRAFT", "1") == "1"
LOW_MEM = os.getenv("LOW_MEM", "true").lower() in ("1", "true", "yes")
MODEL = "facebook/opt-1.3b"
DRAFT = "facebook/opt-125m"


def main():
    tok = AutoTokenizer.from_pretrained(MODEL)
    model = AutoModelForCausalLM.from_pretrained(MODEL)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT) if USE_DRAFT else None
    queue = collections.deque(
        [
            {"prompt": "hello world", "max_new_tokens": 4},
            {"prompt": "tell me a story", "max_new_tokens": 6},
        ]
    )
    while queue:
        job = queue.popleft()
        enc = tok(job.pop("prompt"), return_tensors="pt")
        if draft is not None:
            job["assistant_model"] = draft
        if LOW_MEM:
            job["use_cache"] = False
        t0 = time.perf_counter()
        with torch.no_grad():
            model.generate(**enc, **job)
        print(job.get("max_new_tokens"), f"{time.perf_counter() - t0:.3f}s")


if __name__ == "__main__":
    main()
