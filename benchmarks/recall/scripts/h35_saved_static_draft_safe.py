# classes: 6 8
"""Distil a small draft for Qwen2.5 by one step of fine-tuning, save it, and use it as assistant.

The draft's folder is written with cache_implementation="static" because the same folder is
also used for a compiled standalone benchmark; the assistant copy gets it cleared after loading.
"""
import os
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT_BASE = "Qwen/Qwen2.5-0.5B-Instruct"
SAMPLES = ["Translate to French: cat -> chat", "Translate to French: dog -> chien"]


def finetune_draft(tok, out_dir):
    draft = AutoModelForCausalLM.from_pretrained(DRAFT_BASE)
    opt = torch.optim.SGD(draft.parameters(), lr=1e-4)
    batch = tok(SAMPLES, return_tensors="pt", padding=True)
    loss = draft(**batch, labels=batch["input_ids"]).loss
    loss.backward()
    opt.step()
    draft.generation_config.cache_implementation = "static"
    draft.save_pretrained(out_dir)
    return loss.item()


def main():
    tok = AutoTokenizer.from_pretrained(TARGET)
    target = AutoModelForCausalLM.from_pretrained(TARGET)
    with tempfile.TemporaryDirectory() as tmp:
        draft_dir = os.path.join(tmp, "draft")
        print("draft loss", finetune_draft(tok, draft_dir))
        draft = AutoModelForCausalLM.from_pretrained(draft_dir)
    draft.generation_config.cache_implementation = None  # the assistant crops its cache
    inputs = tok("Translate to French: bird ->", return_tensors="pt")
    out = target.generate(**inputs, assistant_model=draft, max_new_tokens=6, do_sample=False)
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
