# classes: 3 7
"""CLI -> settings object -> runner. All flags are forwarded with vars(args).

    python spec_cli.py --target ... --draft ... --lookup 0 --batch 1
"""
import argparse
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class Runner:
    def __init__(self, target, draft, lookup, batch, max_new_tokens, num_assistant_tokens, sample):
        self.tok = AutoTokenizer.from_pretrained(target)
        self.tok.padding_side = "left"
        self.model = AutoModelForCausalLM.from_pretrained(target)
        self.draft = AutoModelForCausalLM.from_pretrained(draft) if draft else None
        self.lookup = lookup
        self.batch = batch
        self.max_new_tokens = max_new_tokens
        self.num_assistant_tokens = num_assistant_tokens
        self.sample = sample

    def kwargs(self):
        kw = {"max_new_tokens": self.max_new_tokens, "do_sample": self.sample}
        if self.lookup:
            kw["prompt_lookup_num_tokens"] = self.lookup
        elif self.draft is not None:
            kw["assistant_model"] = self.draft
            kw["num_assistant_tokens"] = self.num_assistant_tokens
        return kw

    def prompts(self):
        base = ["the quick brown fox jumps", "once upon a time there lived", "hello world", "tell me a story"]
        return base[: self.batch]

    def __call__(self):
        enc = self.tok(self.prompts(), return_tensors="pt", padding=True)
        t0 = time.perf_counter()
        with torch.inference_mode():
            out = self.model.generate(**enc, **self.kwargs())
        return out, time.perf_counter() - t0


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--target", default="Qwen/Qwen2-7B-Instruct")
    p.add_argument("--draft", default="Qwen/Qwen2-0.5B-Instruct")
    p.add_argument("--lookup", type=int, default=0)
    p.add_argument("--batch", type=int, default=1)
    p.add_argument("--max-new-tokens", dest="max_new_tokens", type=int, default=6)
    p.add_argument("--num-assistant-tokens", dest="num_assistant_tokens", type=int, default=4)
    p.add_argument("--sample", action="store_true")
    runner = Runner(**vars(p.parse_args()))
    out, seconds = runner()
    print(out.shape, f"{seconds:.3f}s")


if __name__ == "__main__":
    main()
