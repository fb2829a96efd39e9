# classes: 8
"""Generate with a hand-built MaxLengthCriteria and max_length also given, from a 2022 forum
answer about stopping early."""
from transformers import AutoModelForCausalLM, AutoTokenizer, MaxLengthCriteria, StoppingCriteriaList

tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")

enc = tok("the quick brown fox", return_tensors="pt")
criteria = StoppingCriteriaList([MaxLengthCriteria(max_length=24)])
out = model.generate(**enc, max_length=24, stopping_criteria=criteria, pad_token_id=tok.eos_token_id)
print(tok.decode(out[0], skip_special_tokens=True))
