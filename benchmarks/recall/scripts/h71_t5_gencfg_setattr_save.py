# classes: 8 2
"""Fine-tune-then-save research script: decoding defaults copied onto flan-t5's generation
config from a dict with setattr, then the model is saved next to the results."""

import os
import tempfile

import torch
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

DECODE = {
    "max_new_tokens": 8,
    "num_beams": 1,
    "temperature": 0.7,
    "top_p": 0.9,
}

tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small", torch_dtype=torch.float32)
for name, value in DECODE.items():
    setattr(model.generation_config, name, value)

enc = tok("translate English to French: good morning", return_tensors="pt")
print(tok.decode(model.generate(**enc)[0], skip_special_tokens=True))

out_dir = os.path.join(tempfile.mkdtemp(), "flan_small_ft")
model.save_pretrained(out_dir)
tok.save_pretrained(out_dir)
print("saved", sorted(os.listdir(out_dir)))
