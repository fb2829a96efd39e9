# classes: 9 7
"""Fine-tune SmolLM2-360M with gradient checkpointing and the cache off, then switch the cache
back on (and checkpointing off) before speculative decoding with SmolLM2-135M."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN, DRAFT = "HuggingFaceTB/SmolLM2-360M", "HuggingFaceTB/SmolLM2-135M"
TEXTS = ["the quick brown fox jumps over the lazy dog", "once upon a time there lived a king"]

tok = AutoTokenizer.from_pretrained(MAIN)
model = AutoModelForCausalLM.from_pretrained(MAIN)
model.gradient_checkpointing_enable()
model.generation_config.use_cache = False
model.train()
opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
for text in TEXTS:
    batch = tok(text, return_tensors="pt")
    model(**batch, labels=batch["input_ids"]).loss.backward()
    opt.step()
    opt.zero_grad()

model.gradient_checkpointing_disable()
model.generation_config.use_cache = True
model.eval()
draft = AutoModelForCausalLM.from_pretrained(DRAFT)
prompt = tok("tell me a story about cats", return_tensors="pt")
out = model.generate(**prompt, assistant_model=draft, max_new_tokens=6)
print(tok.decode(out[0], skip_special_tokens=True))
