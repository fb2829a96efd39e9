# classes: 7 3
"""Inference endpoint that copies the generation fields off the request object with a
getattr loop (renaming OpenAI names to HF ones). The request type carries a low-memory
`use_cache=False` default from the team's GPU-poor config; `speculative=True` adds a draft."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "Qwen/Qwen2.5-0.5B"
DRAFT = "Qwen/Qwen2-0.5B-Instruct"

RENAME = {"max_tokens": "max_new_tokens", "n": "num_return_sequences"}
PASSTHROUGH = ("max_tokens", "temperature", "top_p", "n", "use_cache")


class GenerationRequest:
    max_tokens = 16
    temperature = None
    top_p = None
    n = 1
    use_cache = False  # keeps memory flat on the 8 GB cards
    speculative = False

    def __init__(self, prompt, **overrides):
        self.prompt = prompt
        for key, value in overrides.items():
            setattr(self, key, value)


tokenizer = AutoTokenizer.from_pretrained(TARGET)
target = AutoModelForCausalLM.from_pretrained(TARGET, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)


def request_to_kwargs(request) -> dict:
    kwargs = {}
    for name in PASSTHROUGH:
        value = getattr(request, name, None)
        if value is not None:
            kwargs[RENAME.get(name, name)] = value
    if getattr(request, "speculative", False):
        kwargs["assistant_model"] = draft
    return kwargs


def serve(request) -> str:
    inputs = tokenizer(request.prompt, return_tensors="pt")
    out = target.generate(**inputs, **request_to_kwargs(request))
    return tokenizer.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    print(serve(GenerationRequest("tell me about the garden", max_tokens=8, speculative=True)))
