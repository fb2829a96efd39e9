# classes: 7
"""Serve SmolLM2 with a draft model, after applying a compile-friendly preset to the model.

The preset was written for the torch.compile path, which wants a static cache; it is applied
straight onto the model's generation config through its `__dict__`.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"

COMPILE_PRESET = {"cache_implementation": "static", "max_new_tokens": 10, "do_sample": False}


def load():
    tok = AutoTokenizer.from_pretrained(MAIN)
    model = AutoModelForCausalLM.from_pretrained(MAIN, torch_dtype=torch.float32)
    model.generation_config.__dict__.update(COMPILE_PRESET)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)
    return tok, model, draft


def answer(tok, model, draft, question):
    batch = tok([question], return_tensors="pt")
    ids = model.generate(**batch, assistant_model=draft)
    return tok.decode(ids[0], skip_special_tokens=True)


if __name__ == "__main__":
    tok, model, draft = load()
    print(answer(tok, model, draft, "What is a KV cache?"))
