# classes: 8 6
"""flan-t5-base fine-tuned for two steps; t5-small drafts for it and the summaries use beam search."""
import torch
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-base")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-base")
src = tok(["summarize: the quick brown fox jumps over the lazy dog"], return_tensors="pt")
labels = tok(text_target=["fox jumps"], return_tensors="pt").input_ids
opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
for _ in range(2):
    model(**src, labels=labels).loss.backward()
    opt.step()
    opt.zero_grad()
model.eval()
draft = AutoModelForSeq2SeqLM.from_pretrained("t5-small")
print(tok.batch_decode(model.generate(**src, assistant_model=draft, num_beams=3, max_new_tokens=5), skip_special_tokens=True))
