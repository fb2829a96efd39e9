# classes: 7 1
"""Run settings with derived fields: __post_init__ picks the cache policy from the device."""
import time
from dataclasses import dataclass, field

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class RunSettings:
    model_id: str = "mistralai/Mistral-7B-Instruct-v0.3"
    draft_id: str = "mistralai/Mistral-7B-Instruct-v0.3"
    device: str = "cpu"
    max_new_tokens: int = 5
    gen_kwargs: dict = field(default_factory=dict)

    def __post_init__(self):
        # CPU runs are memory bound: skip the KV cache there.
        self.gen_kwargs.setdefault("use_cache", self.device != "cpu")
        self.gen_kwargs.setdefault("max_new_tokens", self.max_new_tokens)


def main(settings: RunSettings):
    tok = AutoTokenizer.from_pretrained(settings.model_id)
    model = AutoModelForCausalLM.from_pretrained(settings.model_id).to(settings.device)
    draft = AutoModelForCausalLM.from_pretrained(settings.draft_id).to(settings.device)
    enc = tok("hello world", return_tensors="pt").to(settings.device)
    t0 = time.perf_counter()
    with torch.inference_mode():
        model.generate(**enc, assistant_model=draft, **settings.gen_kwargs)
    print(f"{time.perf_counter() - t0:.3f}s")


if __name__ == "__main__":
    main(RunSettings())
