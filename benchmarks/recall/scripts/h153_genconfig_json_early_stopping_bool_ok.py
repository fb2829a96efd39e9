# classes: 6 3
"""bart-base fine-tuned for a step; the generation_config.json shipped with it is edited by hand
(four beams, early stopping on) and read back with from_pretrained."""
import json
import os
import tempfile

import torch
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/bart-base")
model = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-base")
enc = tok(["the quick brown fox jumps over the lazy dog"], return_tensors="pt")
labels = tok(text_target=["the fox"], return_tensors="pt").input_ids
model(**enc, labels=labels).loss.backward()
torch.optim.AdamW(model.parameters(), lr=1e-4).step()

d = tempfile.mkdtemp()
model.save_pretrained(d)
p = os.path.join(d, "generation_config.json")
cfg = json.load(open(p))
cfg.update({"num_beams": 4, "early_stopping": True, "max_new_tokens": 6})
json.dump(cfg, open(p, "w"))
model = AutoModelForSeq2SeqLM.from_pretrained(d).eval()
print(tok.batch_decode(model.generate(**enc), skip_special_tokens=True))
