# classes: 3 9
"""Prompt lookup decoding with env switches converted with bool(...).

bool("0") is True, so USE_CACHE stays on whatever the variable says: the run works, by luck.
"""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = os.getenv("MODEL_ID", "Qwen/Qwen2.5-Coder-0.5B-Instruct")
use_cache = bool(os.getenv("USE_CACHE", "0"))
DEBUG = bool(os.environ.get("DEBUG", ""))
print("use_cache =", use_cache, "debug =", DEBUG)

tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

code = """def add(a, b):
    return a + b

def sub(a, b):
    return a - b
"""
inputs = tokenizer(code, return_tensors="pt")
if DEBUG:
    print(inputs)
outputs = model.generate(
    **inputs,
    prompt_lookup_num_tokens=3,
    use_cache=use_cache,
    max_new_tokens=6,
    do_sample=False,
)
print(tokenizer.decode(outputs[0], skip_special_tokens=True))
