# classes: 8
"""Combines a MaxTimeCriteria and a MaxLengthCriteria in a StoppingCriteriaList with
max_new_tokens; transformers warns and keeps the custom length criterion."""
from transformers import AutoModelForCausalLM, AutoTokenizer, MaxLengthCriteria, MaxTimeCriteria, StoppingCriteriaList

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("hello world", return_tensors="pt")
criteria = StoppingCriteriaList([MaxTimeCriteria(max_time=5.0), MaxLengthCriteria(max_length=enc.input_ids.shape[1] + 4)])
out = model.generate(**enc, stopping_criteria=criteria, max_new_tokens=6)
print(tok.decode(out[0]))
