# classes: 7 2
"""Tiny evaluation harness: one object per (target, draft) pair, run over a prompt list."""
import logging
import time
from dataclasses import dataclass, field

from transformers import AutoModelForCausalLM, AutoTokenizer

logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s")
log = logging.getLogger("harness")


@dataclass
class Result:
    pair: str
    seconds: list = field(default_factory=list)


class SpecHarness:
    DEFAULTS = {"max_new_tokens": 6, "do_sample": False}

    def __init__(self, target_id, draft_id, **gen_overrides):
        self.name = f"{target_id.split('/')[-1]}+{draft_id.split('/')[-1]}"
        self.tok = AutoTokenizer.from_pretrained(target_id)
        self.target = AutoModelForCausalLM.from_pretrained(target_id)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id)
        self.gen_kwargs = {**self.DEFAULTS, **gen_overrides}

    def run(self, prompts):
        res = Result(self.name)
        for p in prompts:
            enc = self.tok(p, return_tensors="pt")
            t0 = time.perf_counter()
            self.target.generate(**enc, assistant_model=self.draft, **self.gen_kwargs)
            res.seconds.append(time.perf_counter() - t0)
        return res


PAIRS = [
    ("openai-community/gpt2-medium", "distilbert/distilgpt2", {}),
    ("state-spaces/mamba-130m-hf", "hflint-fixtures/mamba-gpt2-vocab", {"max_new_tokens": 4}),
]
prompts = ["hello world", "the quick brown fox"]
results = []
for target_id, draft_id, overrides in PAIRS:
    h = SpecHarness(target_id, draft_id, **overrides)
    results.append(h.run(prompts))
    log.info("%s done", h.name)

for r in results:
    print(f"{r.pair:<40} {sum(r.seconds):.3f}s")
