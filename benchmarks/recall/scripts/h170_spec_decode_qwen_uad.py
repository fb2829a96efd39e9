# classes: 6 8
"""Measure the speed-up of speculative decoding: Qwen2.5-7B-Instruct as the target, the 0.5B
model as the draft; both tokenizers are passed so generate can translate between them."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "Qwen/Qwen2.5-7B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"

tokenizer = AutoTokenizer.from_pretrained(TARGET)
draft_tokenizer = AutoTokenizer.from_pretrained(DRAFT)
target = AutoModelForCausalLM.from_pretrained(TARGET)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

prompt = "Write a Python function that checks whether a number is prime."
inputs = tokenizer(prompt, return_tensors="pt")


def timed(**kwargs):
    start = time.perf_counter()
    out = target.generate(**inputs, max_new_tokens=8, do_sample=False, **kwargs)
    return out, time.perf_counter() - start


_, base = timed()
_, spec = timed(assistant_model=draft, tokenizer=tokenizer, assistant_tokenizer=draft_tokenizer)
print(f"baseline {base:.3f}s  speculative {spec:.3f}s  speed-up {base / spec:.2f}x")
