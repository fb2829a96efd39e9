# classes: 8 6
"""Ported from an old T5 fine-tuning tutorial: the evaluation length and beam count are written on
model.generation_config before a short manual training loop, then generate uses them."""
import torch
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("t5-small")
model.generation_config.max_length = 12
model.generation_config.num_beams = 2

batch = tok(["summarize: the quick brown fox jumps"], return_tensors="pt")
labels = tok(text_target=["fox jumps"], return_tensors="pt").input_ids
opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
model.train()
for _ in range(2):
    loss = model(**batch, labels=labels).loss
    loss.backward()
    opt.step()
    opt.zero_grad()
model.eval()
with torch.no_grad():
    print(tok.batch_decode(model.generate(**batch), skip_special_tokens=True))
