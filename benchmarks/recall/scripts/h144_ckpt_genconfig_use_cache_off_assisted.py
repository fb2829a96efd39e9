# classes: 9 7
"""Fine-tune SmolLM2-360M for one step with gradient checkpointing (which wants the cache off,
written on the generation config), then evaluate with SmolLM2-135M as a draft model without
switching the cache back on."""

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
    loss = model(**batch, labels=batch["input_ids"]).loss
    loss.backward()
    opt.step()
    opt.zero_grad()

model.eval()
draft = AutoModelForCausalLM.from_pretrained(DRAFT)
prompt = tok("tell me a story about cats", return_tensors="pt")
out = model.generate(**prompt, assistant_model=draft, max_new_tokens=6)
print(tok.decode(out[0], skip_special_tokens=True))
