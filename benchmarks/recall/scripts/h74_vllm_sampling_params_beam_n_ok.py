# classes: 7 2
"""vLLM-compatible SamplingParams translated to transformers keywords for a local fallback
engine. vLLM's temperature=0 is greedy; when several greedy completions are asked for, the
translation switches to beam search with n beams (as vLLM's old use_beam_search did)."""
from dataclasses import dataclass
from typing import List

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass(frozen=True)
class SamplingParams:
    n: int = 1
    temperature: float = 1.0
    top_p: float = 1.0
    max_tokens: int = 16
    presence_penalty: float = 0.0

    def as_generate_kwargs(self) -> dict:
        kw = {"max_new_tokens": self.max_tokens, "num_return_sequences": self.n}
        if self.temperature == 0.0:
            kw["do_sample"] = False
            if self.n > 1:
                kw["num_beams"] = self.n
        else:
            kw.update(do_sample=True, temperature=self.temperature, top_p=self.top_p)
        return kw


MODEL = "meta-llama/Llama-3.2-1B-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL)
lm = AutoModelForCausalLM.from_pretrained(MODEL)


def run(prompts: List[str], params: SamplingParams):
    for prompt in prompts:
        enc = tok(prompt, return_tensors="pt")
        seqs = lm.generate(**enc, **params.as_generate_kwargs())
        yield [tok.decode(s, skip_special_tokens=True) for s in seqs]


if __name__ == "__main__":
    grid = [SamplingParams(n=3, temperature=0.0, max_tokens=6), SamplingParams(n=2, temperature=0.7, max_tokens=6)]
    for sp in grid:
        for outs in run(["once upon a time"], sp):
            print(sp, outs)
