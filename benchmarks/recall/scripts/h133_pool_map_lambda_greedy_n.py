# classes: 7 8
"""Candidate generation for reranking: one thread-pool map over prompts, three candidates each
(the sampling flag got lost when the settings moved into the lambda)."""
from concurrent.futures import ThreadPoolExecutor

from transformers import AutoModelForCausalLM, AutoTokenizer

name = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)

prompts = ["the quick brown fox", "once upon a time"]

with ThreadPoolExecutor(max_workers=1) as ex:
    outs = list(
        ex.map(
            lambda p: model.generate(**tok(p, return_tensors="pt"), max_new_tokens=5, num_return_sequences=3),
            prompts,
        )
    )
for o in outs:
    print([tok.decode(s) for s in o])
