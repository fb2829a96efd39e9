# classes: 2 3
"""Prompt-lookup decoding speed sweep over lookup sizes with settings from a dataclass; each
prompt generated on its own, results appended to a CSV."""
import csv
import os
import tempfile
import time
from dataclasses import asdict, dataclass, field

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class SweepConfig:
    model_name: str = "HuggingFaceTB/SmolLM2-135M-Instruct"
    lookup_sizes: list = field(default_factory=lambda: [None, 2, 5, 10])
    max_new_tokens: int = 8


PROMPTS = ["the quick brown fox jumps over the lazy dog the quick brown fox", "one two three one two three one"]


def main(cfg=SweepConfig()):
    tok = AutoTokenizer.from_pretrained(cfg.model_name)
    model = AutoModelForCausalLM.from_pretrained(cfg.model_name)
    out_path = os.path.join(tempfile.gettempdir(), "lookup_sweep.csv")
    with open(out_path, "a", newline="") as fh:
        w = csv.writer(fh)
        for n in cfg.lookup_sizes:
            gen = {"max_new_tokens": cfg.max_new_tokens, "do_sample": False}
            if n is not None:
                gen["prompt_lookup_num_tokens"] = n
            for prompt in PROMPTS:
                enc = tok(prompt, return_tensors="pt")
                t0 = time.perf_counter()
                model.generate(**enc, **gen)
                w.writerow([n, time.perf_counter() - t0])
    print(asdict(cfg)["lookup_sizes"], out_path)


if __name__ == "__main__":
    main()
