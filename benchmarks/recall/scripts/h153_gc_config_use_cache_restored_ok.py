# classes: 6 8
"""Fine-tune SmolLM2-360M with gradient checkpointing (use_cache switched off on the config, as
the warning asks, and back on afterwards), then speed up the demo with SmolLM2-135M as the assistant."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN, DRAFT = "HuggingFaceTB/SmolLM2-360M", "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(MAIN)
model = AutoModelForCausalLM.from_pretrained(MAIN)
model.config.use_cache = False
model.gradient_checkpointing_enable()

batch = tok(["once upon a time there lived a king"], return_tensors="pt")
opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
model.train()
for _ in range(2):
    loss = model(**batch, labels=batch["input_ids"]).loss
    loss.backward()
    opt.step()
    opt.zero_grad()

model.eval()
model.config.use_cache = True
draft = AutoModelForCausalLM.from_pretrained(DRAFT)
with torch.no_grad():
    out = model.generate(**tok("tell me a story", return_tensors="pt"), assistant_model=draft, max_new_tokens=6)
print(tok.decode(out[0]))
