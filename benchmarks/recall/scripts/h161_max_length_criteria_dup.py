# classes: 8
"""Cap the total length with MaxLengthCriteria in the stopping criteria, and max_new_tokens for the call."""

from transformers import AutoModelForCausalLM, AutoTokenizer, MaxLengthCriteria, StoppingCriteriaList

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

enc = tok("once upon a time", return_tensors="pt")
crit = StoppingCriteriaList([MaxLengthCriteria(max_length=enc["input_ids"].shape[1] + 4)])
out = model.generate(**enc, max_new_tokens=6, stopping_criteria=crit)
print(tok.decode(out[0], skip_special_tokens=True))
