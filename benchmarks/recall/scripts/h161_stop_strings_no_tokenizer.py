# classes: 8
"""Stop a story at the first full stop: pass stop_strings to generate on SmolLM2-135M."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

enc = tok("once upon a time there lived a king", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=6, stop_strings=["dog", "cats"], do_sample=False)
print(tok.decode(out[0], skip_special_tokens=True))
