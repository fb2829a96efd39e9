# classes: 2 3
"""Prompt-lookup decoding speed sweep: sizes from a list (0 = off), settings from a dataclass
spread with asdict, timings written to CSV; the prompts go through as one padded batch."""
import csv
import sys
import time
from dataclasses import asdict, dataclass, replace

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class BenchConfig:
    model_name: str = "HuggingFaceTB/SmolLM2-135M-Instruct"
    max_new_tokens: int = 8
    do_sample: bool = False


PROMPTS = [
    "the quick brown fox jumps over the lazy dog the quick brown fox",
    "one two three four five one two three four five one two",
]


def run(cfg, lookup):
    tok = AutoTokenizer.from_pretrained(cfg.model_name)
    tok.padding_side = "left"
    model = AutoModelForCausalLM.from_pretrained(cfg.model_name)
    kw = asdict(cfg)
    kw.pop("model_name")
    if lookup:
        kw["prompt_lookup_num_tokens"] = lookup
    batch = tok(PROMPTS, return_tensors="pt", padding=True)
    t0 = time.perf_counter()
    model.generate(**batch, **kw)
    return time.perf_counter() - t0


if __name__ == "__main__":
    base = BenchConfig()
    writer = csv.writer(sys.stdout)
    writer.writerow(["lookup", "max_new_tokens", "seconds"])
    for lookup in [0, 3, 10]:
        cfg = replace(base, max_new_tokens=8 if lookup else 6)
        writer.writerow([lookup, cfg.max_new_tokens, round(run(cfg, lookup), 3)])
