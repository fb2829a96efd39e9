# classes: 7 5
"""Builders: a classmethod loads the pair, a staticmethod builds the generate kwargs."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class SpeculativePair:
    def __init__(self, tokenizer, target, draft):
        self.tokenizer = tokenizer
        self.target = target
        self.draft = draft

    @classmethod
    def from_names(cls, target_name, draft_name, device="cpu"):
        tok = AutoTokenizer.from_pretrained(target_name)
        target = AutoModelForCausalLM.from_pretrained(target_name).to(device).eval()
        draft = AutoModelForCausalLM.from_pretrained(draft_name).to(device).eval()
        return cls(tok, target, draft)

    @staticmethod
    def build_generate_kwargs(max_new_tokens=8, compile_friendly=True):
        kwargs = {"max_new_tokens": max_new_tokens, "do_sample": False}
        if compile_friendly:
            kwargs["cache_implementation"] = "static"
        return kwargs

    def run(self, prompt, **kw):
        enc = self.tokenizer(prompt, return_tensors="pt")
        kwargs = self.build_generate_kwargs(**kw)
        with torch.inference_mode():
            return self.target.generate(**enc, assistant_model=self.draft, **kwargs)


if __name__ == "__main__":
    pair = SpeculativePair.from_names("Qwen/Qwen3-1.7B", "Qwen/Qwen3-0.6B")
    print(pair.tokenizer.decode(pair.run("2 + 2 =", max_new_tokens=4)[0]))
