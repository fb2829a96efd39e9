# classes: 8 4
"""Batch translation with T5 calling generate directly (task prefix in the prompt), no pipeline."""
import torch
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

model_name = "t5-small"
tokenizer = AutoTokenizer.from_pretrained(model_name)
model = AutoModelForSeq2SeqLM.from_pretrained(model_name)
model.eval()

sentences = ["the quick brown fox", "hello world"]
batch = tokenizer(["translate English to French: " + s for s in sentences], return_tensors="pt", padding=True)
with torch.no_grad():
    out = model.generate(**batch, max_new_tokens=8, num_beams=2)
for s, ids in zip(sentences, out):
    print(s, "->", tokenizer.decode(ids, skip_special_tokens=True))
