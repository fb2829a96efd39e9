# classes: 6 2
"""Model registry as dataclasses: each spec names the main checkpoint, an optional draft and its
token budget; the serving loop runs every spec once as a smoke test."""
from dataclasses import dataclass
from typing import Optional

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class ModelSpec:
    name: str
    draft: Optional[str] = None
    max_new_tokens: int = 4


SPECS = [
    ModelSpec("HuggingFaceTB/SmolLM2-360M-Instruct", draft="HuggingFaceTB/SmolLM2-135M-Instruct"),
    ModelSpec("google/gemma-2-9b-it"),
]


def smoke(spec):
    tok = AutoTokenizer.from_pretrained(spec.name)
    model = AutoModelForCausalLM.from_pretrained(spec.name)
    kwargs = {"max_new_tokens": spec.max_new_tokens, "do_sample": False}
    if spec.draft:
        kwargs["assistant_model"] = AutoModelForCausalLM.from_pretrained(spec.draft)
    enc = tok("name three fruits:", return_tensors="pt")
    return tok.decode(model.generate(**enc, **kwargs)[0], skip_special_tokens=True)


for spec in SPECS:
    print(spec.name, "->", smoke(spec))
