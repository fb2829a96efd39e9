# classes: 7 5
"""A thin wrapper that forwards unknown attributes to the wrapped model."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class ServedModel:
    """Keeps bookkeeping next to the model; everything else is the model's."""

    def __init__(self, model, name):
        self._wrapped = model
        self.name = name
        self.calls = 0

    def __getattr__(self, item):
        return getattr(self._wrapped, item)

    def generate(self, *args, **kwargs):
        self.calls += 1
        return self._wrapped.generate(*args, **kwargs)


def build(name):
    return ServedModel(AutoModelForCausalLM.from_pretrained(name).eval(), name)


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
    main_model = build("Qwen/Qwen2.5-1.5B-Instruct")
    draft_model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
    main_model.generation_config.max_new_tokens = 6
    batch = tok(["Write a haiku about caches"], return_tensors="pt")
    with torch.inference_mode():
        ids = main_model.generate(**batch, assistant_model=draft_model, cache_implementation="static")
    print(main_model.calls, tok.decode(ids[0]))
