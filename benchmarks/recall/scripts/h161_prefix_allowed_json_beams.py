# classes: 8 7
"""JSON-ish constrained output with beam search: digits only after the prompt (prefix_allowed_tokens_fn, three beams)."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

NUMBERS = [tok(w, add_special_tokens=False).input_ids[0] for w in ["one", "two", "three", "four"]]
enc = tok("tell me a number", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=3, num_beams=3, prefix_allowed_tokens_fn=lambda b, ids: NUMBERS)
print(tok.decode(out[0], skip_special_tokens=True))
