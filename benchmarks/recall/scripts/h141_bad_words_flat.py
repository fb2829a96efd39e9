# classes: 8
"""Keep a word out of PEGASUS summaries with bad_words_ids built from the tokenizer."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/pegasus-large")
model = AutoModelForSeq2SeqLM.from_pretrained("google/pegasus-large")
banned = tok("disaster", add_special_tokens=False).input_ids
enc = tok("Officials described the flooding as a disaster for local farms.", return_tensors="pt")
out = model.generate(**enc, bad_words_ids=banned, num_beams=2, max_new_tokens=16)
print(tok.decode(out[0], skip_special_tokens=True))
