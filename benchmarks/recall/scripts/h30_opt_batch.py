# classes: 8 4
"""Batch speculative completion from a 4.34-era script, ported to a padded batch.

The original ran one prompt at a time; the port batches the evaluation prompts.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN_ID = "facebook/opt-1.3b"
DRAFT_ID = "facebook/opt-125m"
PROMPTS = ["the quick brown fox", "once upon a time there lived a king who"]


def main():
    tokenizer = AutoTokenizer.from_pretrained(MAIN_ID, padding_side="left")
    model = AutoModelForCausalLM.from_pretrained(MAIN_ID, torch_dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID, torch_dtype=torch.float32)
    batch = tokenizer(PROMPTS, return_tensors="pt", padding=True)
    out = model.generate(**batch, assistant_model=draft, max_new_tokens=6, do_sample=False)
    for text in tokenizer.batch_decode(out, skip_special_tokens=True):
        print(text)


if __name__ == "__main__":
    main()
