# classes: 5 2
"""Batch-size auto-tuning with a static cache: halve the batch on OOM. Sampling, left padding,
no draft model."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

NAME = "HuggingFaceTB/SmolLM2-135M-Instruct"
tok = AutoTokenizer.from_pretrained(NAME, padding_side="left")
if tok.pad_token is None:
    tok.pad_token = tok.eos_token
model = AutoModelForCausalLM.from_pretrained(NAME)

prompts = [f"Story idea number {i}:" for i in range(6)]


def generate_all(bs):
    results = []
    for start in range(0, len(prompts), bs):
        enc = tok(prompts[start : start + bs], return_tensors="pt", padding=True)
        out = model.generate(
            **enc,
            max_new_tokens=6,
            do_sample=True,
            top_k=40,
            cache_implementation="static",
            pad_token_id=tok.pad_token_id,
        )
        results.extend(tok.batch_decode(out, skip_special_tokens=True))
    return results


bs = 4
while bs >= 1:
    try:
        texts = generate_all(bs)
        break
    except (torch.cuda.OutOfMemoryError, RuntimeError) as err:
        if "out of memory" not in str(err).lower():
            raise
        bs //= 2
else:
    raise SystemExit("could not fit even a batch of one")
print(len(texts), "texts at batch size", bs)
