# classes: 7 2
"""TypedDict requests; a request may carry several prompts."""
from typing import List, TypedDict

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class BatchRequest(TypedDict, total=False):
    prompts: List[str]
    max_new_tokens: int
    lookup: int


def check_request(req: BatchRequest) -> BatchRequest:
    if not req.get("prompts"):
        raise ValueError("no prompts")
    return req


tokenizer = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m")
tokenizer.pad_token = tokenizer.eos_token
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m").eval()


def serve(req: BatchRequest):
    req = check_request(req)
    enc = tokenizer(req["prompts"], return_tensors="pt", padding=True)
    with torch.inference_mode():
        out = model.generate(
            **enc,
            max_new_tokens=req.get("max_new_tokens", 6),
            prompt_lookup_num_tokens=req.get("lookup", 4),
            pad_token_id=tokenizer.eos_token_id,
        )
    return tokenizer.batch_decode(out, skip_special_tokens=True)


if __name__ == "__main__":
    print(serve({"prompts": ["import numpy as np\nimport numpy"], "max_new_tokens": 5}))
    print(serve({"prompts": ["def add(a, b):", "class Stack:"]}))
