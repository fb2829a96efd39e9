# classes: 6 8
"""Gemma draft pairs; the hub generation_config.json decides the cache (hybrid)."""
import yaml
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

REGISTRY = yaml.safe_load(
    """
defaults:
  max_new_tokens: 6
  do_sample: false
families:
  gemma-2:
    target: google/gemma-2-9b-it
    draft: google/gemma-2-2b-it
  gemma-3:
    target: google/gemma-3-1b-it
    draft: google/gemma-3-270m-it
"""
)


def main():
    settings = dict(REGISTRY["defaults"])
    for family, entry in REGISTRY["families"].items():
        tok = AutoTokenizer.from_pretrained(entry["target"])
        target = AutoModelForCausalLM.from_pretrained(entry["target"], torch_dtype=torch.float32)
        draft = AutoModelForCausalLM.from_pretrained(entry["draft"], torch_dtype=torch.float32)
        print(family, "cache:", target.generation_config.cache_implementation)
        inputs = tok("tell me a story about cats", return_tensors="pt")
        out = target.generate(**inputs, assistant_model=draft, **settings)
        print(family, tok.decode(out[0, inputs["input_ids"].shape[-1]:]))


if __name__ == "__main__":
    main()
