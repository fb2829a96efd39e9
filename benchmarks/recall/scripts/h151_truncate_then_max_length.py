# classes: 8
"""Summariser that truncates the document to MAX_LEN tokens and then passes the same MAX_LEN
to generate as max_length."""

from transformers import AutoModelForCausalLM, AutoTokenizer

MAX_LEN = 64
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

doc = " ".join(["the king and the queen lived in a garden with cats and dogs"] * 10)
enc = tok("summary : " + doc, return_tensors="pt", truncation=True, max_length=MAX_LEN)
out = model.generate(**enc, max_length=MAX_LEN, do_sample=False)
print(tok.decode(out[0]))
