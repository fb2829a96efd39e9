# classes: 6 8
"""Gemma draft pairs with per-family generation overrides kept in a YAML registry."""
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
    generation: {}
  gemma-3:
    target: google/gemma-3-1b-it
    draft: google/gemma-3-270m-it
    generation:
      cache_implementation: static
"""
)


def load_pair(entry):
    tok = AutoTokenizer.from_pretrained(entry["target"])
    target = AutoModelForCausalLM.from_pretrained(entry["target"], torch_dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained(entry["draft"], torch_dtype=torch.float32)
    return tok, target, draft


def generation_settings(entry):
    settings = dict(REGISTRY["defaults"])
    settings.update(entry.get("generation") or {})
    return settings


def main():
    for family, entry in REGISTRY["families"].items():
        tok, target, draft = load_pair(entry)
        messages = [{"role": "user", "content": "tell me a story about cats"}]
        prompt = tok.apply_chat_template(messages, tokenize=False, add_generation_prompt=True) if tok.chat_template else messages[0]["content"]
        inputs = tok(prompt, return_tensors="pt")
        out = target.generate(**inputs, assistant_model=draft, **generation_settings(entry))
        print(family, tok.decode(out[0, inputs["input_ids"].shape[-1]:]))


if __name__ == "__main__":
    main()
