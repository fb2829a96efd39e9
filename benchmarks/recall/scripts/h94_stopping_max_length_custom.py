# classes: 9
"""Budgeted generation: a StoppingCriteriaList with a MaxLengthCriteria and a wall-clock
MaxTimeCriteria is passed to generate, which also gets max_new_tokens."""
from transformers import AutoModelForCausalLM, AutoTokenizer, MaxLengthCriteria, MaxTimeCriteria, StoppingCriteriaList

MODEL_ID = "EleutherAI/pythia-70m"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

enc = tok("there lived a king who", return_tensors="pt")
criteria = StoppingCriteriaList([MaxLengthCriteria(max_length=enc["input_ids"].shape[1] + 6), MaxTimeCriteria(max_time=30.0)])
out = model.generate(**enc, stopping_criteria=criteria, max_new_tokens=6, pad_token_id=tok.eos_token_id)
print(tok.decode(out[0]))
