# classes: 8
"""Disjunctive constraint: the output must contain one of several word forms."""
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.generation import DisjunctiveConstraint

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
forms = tok(["dog", "dogs"], add_special_tokens=False).input_ids
enc = tok("my friend has", return_tensors="pt")
out = model.generate(**enc, constraints=[DisjunctiveConstraint(forms)], num_beams=3, max_new_tokens=6)
print(tok.decode(out[0]))
