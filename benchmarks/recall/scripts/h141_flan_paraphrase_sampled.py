# classes: 8
"""Paraphrase a sentence with Flan-T5: three sampled paraphrases (nucleus sampling)."""
import torch
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

torch.manual_seed(0)
tok = AutoTokenizer.from_pretrained("google/flan-t5-base")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-base")

enc = tok("Paraphrase: Please send the report before Friday.", return_tensors="pt")
outputs = model.generate(**enc, do_sample=True, top_p=0.9, temperature=0.8, max_new_tokens=20, num_return_sequences=3)
print(tok.batch_decode(outputs, skip_special_tokens=True))
