# classes: 9 2
"""Keyword-forced generation with beams: force_words_ids with num_beams=4 and two returned
sequences, over a small loop of keywords."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

MODEL_ID = "google/flan-t5-small"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForSeq2SeqLM.from_pretrained(MODEL_ID)

enc = tok("write a sentence about the queen", return_tensors="pt")
for word in ["garden", "king"]:
    forced = tok([word], add_special_tokens=False).input_ids
    out = model.generate(**enc, force_words_ids=forced, num_beams=4, num_return_sequences=2, max_new_tokens=6)
    print(word, tok.batch_decode(out, skip_special_tokens=True))
