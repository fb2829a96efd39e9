# classes: 6 3
"""Experiment object built with a from_args classmethod; draft checkpoint from a flag default."""
import argparse
from dataclasses import dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class Experiment:
    target: str
    draft: str
    max_new_tokens: int

    @classmethod
    def add_args(cls, parser):
        parser.add_argument("--target", default="openai-community/gpt2-large")
        parser.add_argument("--draft", default="openai-community/gpt2")
        parser.add_argument("--max-new-tokens", type=int, default=8)

    @classmethod
    def from_args(cls, ns):
        return cls(target=ns.target, draft=ns.draft, max_new_tokens=ns.max_new_tokens)

    def run(self, prompt):
        tok = AutoTokenizer.from_pretrained(self.target)
        model = AutoModelForCausalLM.from_pretrained(self.target)
        draft = AutoModelForCausalLM.from_pretrained(self.draft)
        enc = tok(prompt, return_tensors="pt")
        out = model.generate(**enc, assistant_model=draft, max_new_tokens=self.max_new_tokens)
        return tok.decode(out[0])


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    Experiment.add_args(ap)
    print(Experiment.from_args(ap.parse_args()).run("Draft models are"))
