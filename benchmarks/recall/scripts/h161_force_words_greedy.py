# classes: 8
"""Make sure the answer mentions a word: force_words_ids in a greedy call."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

force = [tok("garden", add_special_tokens=False).input_ids]
enc = tok("the queen loved the", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, force_words_ids=force)
print(tok.decode(out[0], skip_special_tokens=True))
