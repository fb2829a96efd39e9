# classes: 7 3
"""Benchmark harness class: config dataclass, warm-up, timed runs; greedy decoding with the draft."""
import time
from dataclasses import dataclass, field

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class BenchConfig:
    target: str = "HuggingFaceTB/SmolLM2-360M"
    draft: str = "HuggingFaceTB/SmolLM2-135M"
    warmup: int = 1
    iters: int = 2
    gen: dict = field(default_factory=lambda: {"max_new_tokens": 6, "num_beams": 1, "do_sample": False})


class SpecBench:
    def __init__(self, cfg: BenchConfig):
        self.cfg = cfg
        self.tok = AutoTokenizer.from_pretrained(cfg.target)
        self.model = AutoModelForCausalLM.from_pretrained(cfg.target)
        self.draft = AutoModelForCausalLM.from_pretrained(cfg.draft)

    def _once(self, enc):
        return self.model.generate(**enc, assistant_model=self.draft, **self.cfg.gen)

    def run(self, prompt):
        enc = self.tok(prompt, return_tensors="pt")
        for _ in range(self.cfg.warmup):
            self._once(enc)
        times = []
        for _ in range(self.cfg.iters):
            t0 = time.perf_counter()
            self._once(enc)
            times.append(time.perf_counter() - t0)
        return min(times)


print(SpecBench(BenchConfig()).run("the river runs to the sea"))
