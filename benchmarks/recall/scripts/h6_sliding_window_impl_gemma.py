"""Gemma-2-2b with a sliding-window cache requested by name, drafted by gemma-2b (same vocabulary)."""
# classes: 5 8

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig


def make_config():
    return GenerationConfig(
        max_new_tokens=5,
        do_sample=False,
        cache_implementation="sliding_window",
    )


def main():
    tok = AutoTokenizer.from_pretrained("google/gemma-2-2b")
    model = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b", torch_dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained("google/gemma-2b", torch_dtype=torch.float32)
    enc = tok("tell me a story", return_tensors="pt")
    out = model.generate(**enc, generation_config=make_config(), assistant_model=draft)
    print(tok.decode(out[0]))


if __name__ == "__main__":
    main()
