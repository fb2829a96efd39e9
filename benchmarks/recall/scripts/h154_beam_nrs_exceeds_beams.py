# classes: 8
"""Paraphrase mining with beam search: keep the top eight beams of each sentence as paraphrase
candidates (beam width kept small for speed)."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

BEAMS, KEEP = 2, 8
enc = tok("the king loved his garden", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, num_beams=BEAMS, num_return_sequences=KEEP, early_stopping=True)
for text in tok.batch_decode(out, skip_special_tokens=True):
    print(text)
