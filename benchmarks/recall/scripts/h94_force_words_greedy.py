# classes: 9
"""Keyword-forced captioning: force_words_ids makes the output contain a given word; the caller
keeps greedy decoding for speed."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

MODEL_ID = "google/flan-t5-small"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForSeq2SeqLM.from_pretrained(MODEL_ID)

must_have = tok(["garden"], add_special_tokens=False).input_ids
enc = tok("write a sentence about the queen", return_tensors="pt")
out = model.generate(**enc, force_words_ids=must_have, max_new_tokens=6)
print(tok.batch_decode(out, skip_special_tokens=True))
