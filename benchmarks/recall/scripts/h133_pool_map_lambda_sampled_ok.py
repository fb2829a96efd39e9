# classes: 7 8
"""Candidate generation for reranking: one thread-pool map over prompts, three sampled candidates
each."""
from concurrent.futures import ThreadPoolExecutor

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

torch.manual_seed(0)
name = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)

prompts = ["the quick brown fox", "once upon a time"]

with ThreadPoolExecutor(max_workers=1) as ex:
    outs = list(
        ex.map(
            lambda p: model.generate(
                **tok(p, return_tensors="pt"), max_new_tokens=5, do_sample=True, top_k=10, num_return_sequences=3
            ),
            prompts,
        )
    )
for o in outs:
    print([tok.decode(s) for s in o])
