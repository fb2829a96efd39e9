# classes: 8 6
"""Flan-T5 served with a static cache (for torch.compile), then sped up with a flan-t5-base draft."""
import torch
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-large")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-large").eval()
model.generation_config.cache_implementation = "static"
draft = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-base").eval()

enc = tok("tell me a story about cats", return_tensors="pt")
with torch.no_grad():
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=6)
print(tok.decode(out[0], skip_special_tokens=True))
