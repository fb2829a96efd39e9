# classes: 3 7
"""vLLM-style sampling settings as a NamedTuple (top_k=-1 is "off"); the transformers backend
maps -1 to 0, which generate takes as "no top-k filtering"."""
from typing import NamedTuple

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class SamplingSettings(NamedTuple):
    temperature: float = 0.7
    top_p: float = 0.9
    top_k: int = -1
    max_new_tokens: int = 6


def to_hf(settings: SamplingSettings) -> dict:
    kwargs = settings._asdict()
    if kwargs["top_k"] < 0:
        kwargs["top_k"] = 0
    return kwargs


if __name__ == "__main__":
    torch.manual_seed(0)
    tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B")
    model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B")
    enc = tok("hello world", return_tensors="pt")
    print(tok.decode(model.generate(**enc, do_sample=True, **to_hf(SamplingSettings()))[0]))
