# classes: 8
"""Paraphrase a sentence with Flan-T5, three paraphrases per input."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-base")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-base")

prompt = "Paraphrase: The meeting has been moved to Thursday afternoon."
enc = tok(prompt, return_tensors="pt")
outputs = model.generate(**enc, max_new_tokens=20, num_return_sequences=3)
for o in outputs:
    print(tok.decode(o, skip_special_tokens=True))
