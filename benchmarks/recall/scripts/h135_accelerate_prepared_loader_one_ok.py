# classes: 7
"""An accelerate evaluation: the prompts go through a DataLoader of batch size 1 prepared with
the model (assisted decoding takes one sequence at a time), and the unwrapped model generates
each with a draft model."""
import torch
from accelerate import Accelerator
from torch.utils.data import DataLoader
from transformers import AutoModelForCausalLM, AutoTokenizer

BATCH_SIZE = 1
accelerator = Accelerator(cpu=True)
tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct", padding_side="left")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

prompts = ["tell me a story", "hello world", "the quick brown fox", "once upon a time"]


def collate(texts):
    return tok(texts, return_tensors="pt", padding=True)


loader = DataLoader(prompts, batch_size=BATCH_SIZE, collate_fn=collate)
model, loader = accelerator.prepare(model, loader)
unwrapped = accelerator.unwrap_model(model)
for batch in loader:
    with torch.no_grad():
        out = unwrapped.generate(**batch, assistant_model=draft, max_new_tokens=4)
    print(tok.batch_decode(out, skip_special_tokens=True))
