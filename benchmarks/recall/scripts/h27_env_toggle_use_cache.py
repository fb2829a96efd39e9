# classes: 3 9
"""Prompt lookup decoding on a code-completion prompt, with env-var switches.

    USE_CACHE=1 python pld.py

The reporter forgot to export USE_CACHE in the CI job, so the default "0" applies.
"""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = os.getenv("MODEL_ID", "Qwen/Qwen2.5-Coder-0.5B-Instruct")
USE_CACHE = os.getenv("USE_CACHE", "0")
use_cache = USE_CACHE.lower() in ("1", "true", "yes")
LOOKUP = int(os.getenv("PLD_TOKENS", "3"))
print(f"MODEL_ID={MODEL_ID} use_cache={use_cache} lookup={LOOKUP}")

tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

code = """def add(a, b):
    return a + b

def sub(a, b):
    return a - b

def mul(a, b):
"""
inputs = tokenizer(code, return_tensors="pt")
outputs = model.generate(
    **inputs,
    prompt_lookup_num_tokens=LOOKUP,
    use_cache=use_cache,
    max_new_tokens=6,
    do_sample=False,
)
print(tokenizer.decode(outputs[0], skip_special_tokens=True))
