# classes: 7 3
"""Apply user overrides with `GenerationConfig.update`, logging the keys it did not know.

`update` hands back the keywords that are no generation settings, which the CLI reports.
"""
import argparse

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "HuggingFaceTB/SmolLM2-360M"
DRAFT = "HuggingFaceTB/SmolLM2-135M"

parser = argparse.ArgumentParser()
parser.add_argument("--max-new-tokens", type=int, default=8)
parser.add_argument("--no-cache", action="store_true", default=True)
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained(MAIN)
model = AutoModelForCausalLM.from_pretrained(MAIN, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)

unused = model.generation_config.update(
    max_new_tokens=args.max_new_tokens, use_cache=not args.no_cache, temperature_schedule="linear"
)
if unused:
    print("ignored overrides:", sorted(unused))

enc = tok(["def fibonacci(n):"], return_tensors="pt")
print(tok.decode(model.generate(**enc, assistant_model=draft, do_sample=False)[0]))
