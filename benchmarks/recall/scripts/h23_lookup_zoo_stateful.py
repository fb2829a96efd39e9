# classes: 6 2
"""Prompt-lookup decoding across architectures (attention and state-space)."""
from dataclasses import dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass(frozen=True)
class ZooEntry:
    name: str
    checkpoint: str
    lookup_tokens: int = 3


ZOO = (
    ZooEntry("gpt2", "openai-community/gpt2"),
    ZooEntry("mamba", "state-spaces/mamba-130m-hf"),
    ZooEntry("tinyllama", "TinyLlama/TinyLlama-1.1B-Chat-v1.0", lookup_tokens=5),
)

DOC = "the quick brown fox jumps over the lazy dog. the quick brown fox"


def lookup_generate(entry: ZooEntry) -> str:
    tok = AutoTokenizer.from_pretrained(entry.checkpoint)
    model = AutoModelForCausalLM.from_pretrained(entry.checkpoint)
    enc = tok(DOC, return_tensors="pt")
    out = model.generate(**enc, prompt_lookup_num_tokens=entry.lookup_tokens, max_new_tokens=6)
    return tok.decode(out[0, enc["input_ids"].shape[1]:])


if __name__ == "__main__":
    results = {e.name: lookup_generate(e) for e in ZOO}
    for name, text in results.items():
        print(f"{name:10s} {text!r}")
