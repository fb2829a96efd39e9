# classes: 8 6
"""Gradient checkpointing during two training steps; the demo right after the loop forgets
model.eval() and generates with an assistant while the model is still in training mode."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN, DRAFT = "HuggingFaceTB/SmolLM2-360M", "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(MAIN)
model = AutoModelForCausalLM.from_pretrained(MAIN)
model.gradient_checkpointing_enable()
model.train()
batch = tok(["red green blue one two three"], return_tensors="pt")
opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
for _ in range(2):
    model(**batch, labels=batch["input_ids"]).loss.backward()
    opt.step()
    opt.zero_grad()

draft = AutoModelForCausalLM.from_pretrained(DRAFT)
with torch.no_grad():
    out = model.generate(**tok("red green", return_tensors="pt"), assistant_model=draft, max_new_tokens=4)
print(tok.decode(out[0]))
