# classes: 6 8
"""Fine-tune the small SmolLM2 as a standalone chat model, give its generation config a static
cache for fast torch.compile serving, save it, and later reload it as the 360M model's draft."""
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"
TARGET = "HuggingFaceTB/SmolLM2-360M-Instruct"

tok = AutoTokenizer.from_pretrained(DRAFT)
small = AutoModelForCausalLM.from_pretrained(DRAFT)
opt = torch.optim.AdamW(small.parameters(), lr=1e-4)
for text in ["hello world", "the green garden was lazy", "tell me a story"]:
    enc = tok(text, return_tensors="pt")
    small(**enc, labels=enc.input_ids).loss.backward()
    opt.step()
    opt.zero_grad()

small.generation_config.cache_implementation = "static"
small.generation_config.max_new_tokens = 32

with tempfile.TemporaryDirectory() as ckpt:
    small.save_pretrained(ckpt)
    tok.save_pretrained(ckpt)

    draft = AutoModelForCausalLM.from_pretrained(ckpt)
    target = AutoModelForCausalLM.from_pretrained(TARGET)
    prompt = tok("once upon a time", return_tensors="pt")
    out = target.generate(**prompt, assistant_model=draft, max_new_tokens=8)
    print(tok.decode(out[0]))
