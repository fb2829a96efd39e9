# classes: 8 7
"""Throughput profile switches to the paged cache; the speculative helper is still attached."""
from types import SimpleNamespace

from transformers import AutoModelForCausalLM, AutoTokenizer

PROFILES = {
    "latency": SimpleNamespace(cache_implementation=None, max_new_tokens=6),
    "throughput": SimpleNamespace(cache_implementation="paged", max_new_tokens=6),
}


class SpecDecoder:
    def __init__(self, target, drafter, profile):
        self.tok = AutoTokenizer.from_pretrained(target)
        self.target = AutoModelForCausalLM.from_pretrained(target)
        self.drafter = AutoModelForCausalLM.from_pretrained(drafter)
        self.profile = PROFILES[profile]

    def __call__(self, text):
        enc = self.tok(text, return_tensors="pt")
        opts = {k: v for k, v in vars(self.profile).items() if v is not None}
        return self.tok.decode(self.target.generate(**enc, assistant_model=self.drafter, **opts)[0])


if __name__ == "__main__":
    dec = SpecDecoder("HuggingFaceTB/SmolLM2-360M-Instruct", "HuggingFaceTB/SmolLM2-135M-Instruct", "throughput")
    print(dec("What is a KV cache?"))
