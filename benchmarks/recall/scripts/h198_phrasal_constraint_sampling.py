# classes: 8
"""Make the summary mention the key phrase with a PhrasalConstraint."""

from transformers import AutoModelForCausalLM, AutoTokenizer, PhrasalConstraint

tok = AutoTokenizer.from_pretrained("facebook/opt-125m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")

constraint = PhrasalConstraint(tok("lazy dog", add_special_tokens=False).input_ids)
enc = tok("summary: the quick brown fox", return_tensors="pt")
out = model.generate(**enc, constraints=[constraint], num_beams=3, do_sample=True, max_new_tokens=6)
print(tok.decode(out[0], skip_special_tokens=True))
