# classes: 8 7
"""Eval harness: GenerationConfig built from defaults plus per-run overrides."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

DEFAULTS = {"max_new_tokens": 6, "do_sample": False, "use_cache": True}


def make_gc(**overrides) -> GenerationConfig:
    return GenerationConfig(**{**DEFAULTS, **overrides})


tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
assistant = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

prompts = ["def add(a, b):", "def fib(n):", "class Node:"]
gc = make_gc()
for i, p in enumerate(prompts):
    enc = tok(p, return_tensors="pt")
    if i == 0:
        model.generate(**enc, generation_config=gc)  # warm-up, no assistant
    out = model.generate(**enc, generation_config=gc, assistant_model=assistant)
    print(i, tok.decode(out[0][enc["input_ids"].shape[-1]:]))
