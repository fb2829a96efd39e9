# classes: 5
"""Flan-T5 answers with a static KV cache (cache_implementation="static") so shapes stay fixed
between calls."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-base")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-base")
for q in ["Translate to French: cheese", "What is two plus two?"]:
    enc = tok(q, return_tensors="pt")
    out = model.generate(**enc, cache_implementation="static", max_new_tokens=8)
    print(tok.decode(out[0], skip_special_tokens=True))
