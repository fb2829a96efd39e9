# classes: 7 9
"""A training loop with gradient checkpointing that ends with model.eval() before checking
speculative decoding on the fine-tuned model."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model.gradient_checkpointing_enable()
model.train()
opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
for text in ["hello world", "the red fox jumps"]:
    b = tok(text, return_tensors="pt")
    model(**b, labels=b["input_ids"]).loss.backward()
    opt.step()
    opt.zero_grad()

model.eval()
with torch.no_grad():
    enc = tok("once upon a time", return_tensors="pt")
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=6)
print(tok.decode(out[0]))
