# classes: 7 3
"""Batch completion job: builtin map with a lambda over the prompts; the token budget comes from
the environment (MAX_NEW_TOKENS, default "6") and was never converted."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
budget = os.environ.get("H133_MAX_NEW_TOKENS", "6")

prompts = ["hello world", "tell me a story"]
outs = map(lambda p: model.generate(**tok(p, return_tensors="pt"), max_new_tokens=budget), prompts)
for o in outs:
    print(tok.decode(o[0]))
