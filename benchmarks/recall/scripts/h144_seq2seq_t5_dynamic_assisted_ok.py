# classes: 5 9
"""Fine-tune flan-t5-base for a step with a custom loop, then evaluate with flan-t5-small as
the draft model (default cache)."""

import torch
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-base")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-base")
draft = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")
opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
src = tok("summarize: the quick brown fox jumps over the lazy dog", return_tensors="pt")
labels = tok(text_target="fox jumps", return_tensors="pt")["input_ids"]
model(**src, labels=labels).loss.backward()
opt.step()
model.eval()

out = model.generate(**src, assistant_model=draft, max_new_tokens=5)
print(tok.decode(out[0], skip_special_tokens=True))
