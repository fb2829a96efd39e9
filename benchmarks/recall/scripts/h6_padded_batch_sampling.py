"""Sampled completions for a padded batch of prompts with Mistral-7B-Instruct-v0.3 and a draft."""
# classes: 5

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

NAME = "mistralai/Mistral-7B-Instruct-v0.3"
PROMPTS = ["tell me a story", "the red fox jumps over the lazy dog and"]


def main():
    tok = AutoTokenizer.from_pretrained(NAME, padding_side="left")
    model = AutoModelForCausalLM.from_pretrained(NAME, torch_dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained(NAME, torch_dtype=torch.float32)
    batch = tok(PROMPTS, return_tensors="pt", padding=True)
    torch.manual_seed(42)
    out = model.generate(**batch, assistant_model=draft, do_sample=True, top_k=20, max_new_tokens=5)
    for row in tok.batch_decode(out, skip_special_tokens=True):
        print(row)


if __name__ == "__main__":
    main()
