# classes: 8
"""A wall-clock budget for generation twice: MaxTimeCriteria in the criteria list and max_time= on the call."""

from transformers import AutoModelForCausalLM, AutoTokenizer, MaxTimeCriteria, StoppingCriteriaList

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

enc = tok("once upon a time", return_tensors="pt")
out = model.generate(
    **enc, max_new_tokens=5, max_time=30.0, stopping_criteria=StoppingCriteriaList([MaxTimeCriteria(max_time=30.0)])
)
print(tok.decode(out[0], skip_special_tokens=True))
