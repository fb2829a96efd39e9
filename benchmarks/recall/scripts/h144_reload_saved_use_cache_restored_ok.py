# classes: 6 9
"""Train with gradient checkpointing (cache off), turn the cache back on before saving, then
reload the checkpoint for speculative decoding with a small draft."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

NAME, DRAFT = "HuggingFaceTB/SmolLM2-360M", "HuggingFaceTB/SmolLM2-135M"


def finetune(out_dir):
    tok = AutoTokenizer.from_pretrained(NAME)
    model = AutoModelForCausalLM.from_pretrained(NAME)
    model.gradient_checkpointing_enable()
    model.generation_config.use_cache = False
    opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
    b = tok("the quick brown fox jumps over the lazy dog", return_tensors="pt")
    model(**b, labels=b["input_ids"]).loss.backward()
    opt.step()
    model.generation_config.use_cache = True
    model.save_pretrained(out_dir)
    tok.save_pretrained(out_dir)


def infer(out_dir):
    tok = AutoTokenizer.from_pretrained(out_dir)
    model = AutoModelForCausalLM.from_pretrained(out_dir)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    enc = tok("once upon a time", return_tensors="pt")
    return tok.decode(model.generate(**enc, assistant_model=draft, max_new_tokens=6)[0])


finetune("ckpt")
print(infer("ckpt"))
