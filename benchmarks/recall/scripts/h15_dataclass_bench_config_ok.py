# classes: 3 7
"""Speculative decoding benchmark driven by HfArgumentParser dataclasses."""
import time
from dataclasses import dataclass, field
from typing import Optional

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, HfArgumentParser


@dataclass
class ModelArguments:
    target_model: str = field(default="Qwen/Qwen3-1.7B")
    draft_model: Optional[str] = field(default="Qwen/Qwen3-0.6B")


@dataclass
class BenchArguments:
    max_new_tokens: int = field(default=6)
    num_assistant_tokens: int = field(default=5)
    do_sample: bool = field(default=True)
    temperature: float = field(default=0.6)
    num_samples: int = field(default=1, metadata={"help": "sequences returned per prompt"})
    repeats: int = field(default=1)


class SpecBench:
    def __init__(self, model_args, bench_args):
        self.m = model_args
        self.b = bench_args
        self.tok = AutoTokenizer.from_pretrained(self.m.target_model)
        self.target = AutoModelForCausalLM.from_pretrained(self.m.target_model)
        self.draft = AutoModelForCausalLM.from_pretrained(self.m.draft_model) if self.m.draft_model else None

    def gen_kwargs(self):
        kw = {
            "max_new_tokens": self.b.max_new_tokens,
            "do_sample": self.b.do_sample,
            "num_return_sequences": self.b.num_samples,
        }
        if self.b.do_sample:
            kw["temperature"] = self.b.temperature
        if self.draft is not None:
            kw.update(assistant_model=self.draft, num_assistant_tokens=self.b.num_assistant_tokens)
        return kw

    def run(self, prompts):
        timings = []
        for prompt in prompts:
            enc = self.tok(prompt, return_tensors="pt")
            for _ in range(self.b.repeats):
                t0 = time.perf_counter()
                with torch.inference_mode():
                    self.target.generate(**enc, **self.gen_kwargs())
                timings.append(time.perf_counter() - t0)
        return timings


def main():
    parser = HfArgumentParser((ModelArguments, BenchArguments))
    model_args, bench_args = parser.parse_args_into_dataclasses()
    bench = SpecBench(model_args, bench_args)
    t = bench.run(["hello world", "tell me a story about the king"])
    print(f"mean {sum(t) / len(t):.3f}s over {len(t)} runs")


if __name__ == "__main__":
    main()
