# classes: 8
"""Summarise with Flan-T5 loaded in bfloat16 to cut memory on the CPU box."""
import torch
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small", torch_dtype=torch.bfloat16, low_cpu_mem_usage=True)
enc = tok("summarize: the quick brown fox jumps over the lazy dog", return_tensors="pt")
with torch.no_grad():
    out = model.generate(**enc, max_new_tokens=5, num_beams=2)
print(tok.decode(out[0], skip_special_tokens=True))
