# classes: 3 7
"""Speculative decoding benchmark configured with tyro: every field of the config dataclass is a
command-line option, and the script runs with the defaults unless told otherwise."""
import dataclasses
import time

import torch
import tyro
from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclasses.dataclass
class BenchConfig:
    """Assisted-generation latency benchmark."""

    target: str = "Qwen/Qwen2.5-1.5B-Instruct"
    draft: str = "Qwen/Qwen2.5-0.5B-Instruct"
    prompt: str = "the quick brown fox jumps over the lazy dog"
    max_new_tokens: int = 6
    use_cache: bool = True
    """Keep the KV cache (more memory, faster decoding)."""
    repeats: int = 2


def main(cfg: BenchConfig) -> None:
    tok = AutoTokenizer.from_pretrained(cfg.target)
    model = AutoModelForCausalLM.from_pretrained(cfg.target)
    draft = AutoModelForCausalLM.from_pretrained(cfg.draft)
    enc = tok(cfg.prompt, return_tensors="pt")
    timings = []
    for _ in range(cfg.repeats):
        start = time.perf_counter()
        with torch.no_grad():
            model.generate(**enc, assistant_model=draft, max_new_tokens=cfg.max_new_tokens, use_cache=cfg.use_cache)
        timings.append(time.perf_counter() - start)
    print(f"best of {cfg.repeats}: {min(timings):.3f}s")


if __name__ == "__main__":
    main(tyro.cli(BenchConfig))
