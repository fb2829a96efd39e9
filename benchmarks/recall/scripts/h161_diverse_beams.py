# classes: 8
"""Diverse beam search: four beams in two groups with a diversity penalty."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

enc = tok("tell me a story about", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=4, num_beams=4, num_beam_groups=2, diversity_penalty=0.5, num_return_sequences=2)
print(tok.batch_decode(out, skip_special_tokens=True))
