# classes: 7 2
"""Benchmark settings as a frozen dataclass; variants are derived with dataclasses.replace
and each variant is timed with assisted decoding against the same draft."""
import time
from dataclasses import dataclass, replace

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass(frozen=True)
class BenchSettings:
    name: str = "baseline"
    max_new_tokens: int = 8
    use_cache: bool = True
    num_assistant_tokens: int = 5
    warmup: int = 1
    repeats: int = 2


BASE = BenchSettings()
VARIANTS = [
    BASE,
    replace(BASE, name="short-draft", num_assistant_tokens=2),
    replace(BASE, name="long-draft", num_assistant_tokens=8),
]


def time_variant(model, draft, enc, s):
    draft.generation_config.num_assistant_tokens = s.num_assistant_tokens
    kwargs = dict(max_new_tokens=s.max_new_tokens, use_cache=s.use_cache, assistant_model=draft)
    for _ in range(s.warmup):
        model.generate(**enc, **kwargs)
    start = time.perf_counter()
    for _ in range(s.repeats):
        with torch.inference_mode():
            model.generate(**enc, **kwargs)
    return (time.perf_counter() - start) / s.repeats


def main():
    tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
    model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
    draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
    enc = tok("The three laws of thermodynamics are", return_tensors="pt")
    rows = []
    for s in VARIANTS:
        rows.append((s.name, time_variant(model, draft, enc, s)))
    print(f"{'variant':<14}{'sec/run':>10}")
    for name, sec in rows:
        print(f"{name:<14}{sec:>10.3f}")


if __name__ == "__main__":
    main()
