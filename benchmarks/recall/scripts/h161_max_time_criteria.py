# classes: 8
"""A wall-clock budget for generation: MaxTimeCriteria in the stopping criteria."""

from transformers import AutoModelForCausalLM, AutoTokenizer, MaxTimeCriteria, StoppingCriteriaList

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

enc = tok("once upon a time", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, stopping_criteria=StoppingCriteriaList([MaxTimeCriteria(max_time=30.0)]))
print(tok.decode(out[0], skip_special_tokens=True))
