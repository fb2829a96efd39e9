# classes: 7 2
"""Generation settings as a dataclass; asdict() turns them into generate() kwargs."""
import time
from dataclasses import asdict, dataclass, replace

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass(frozen=True)
class GenSettings:
    max_new_tokens: int = 6
    do_sample: bool = False
    num_beams: int = 1
    use_cache: bool = True


@dataclass
class Experiment:
    name: str
    settings: GenSettings
    speculative: bool = True


BASE = GenSettings()
EXPERIMENTS = [
    Experiment("greedy", BASE, speculative=False),
    Experiment("spec", BASE),
    Experiment("spec-nocache", replace(BASE, use_cache=False)),
]


def run(model, draft, enc, exp):
    kwargs = asdict(exp.settings)
    if exp.speculative:
        kwargs["assistant_model"] = draft
    t0 = time.perf_counter()
    with torch.inference_mode():
        model.generate(**enc, **kwargs)
    return time.perf_counter() - t0


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("meta-llama/Llama-2-13b-chat-hf")
    model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-13b-chat-hf")
    draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
    enc = tok("tell me a story about the king", return_tensors="pt")
    for exp in EXPERIMENTS:
        print(exp.name, f"{run(model, draft, enc, exp):.3f}s")
