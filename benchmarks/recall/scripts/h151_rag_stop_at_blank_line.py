# classes: 8
"""RAG answers that should stop at the first blank line: stop_strings passed to generate."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
ctx = "the king lived in a garden .\nthe queen loved cats .\n"
enc = tok(ctx + "who lived in the garden ?", return_tensors="pt")
out = model.generate(**enc, stop_strings=["\n\n", "question"], max_new_tokens=10, do_sample=False)
print(tok.decode(out[0]))
