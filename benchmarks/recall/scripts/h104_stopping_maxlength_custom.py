# classes: 7
"""Cap the total length with an explicit MaxLengthCriteria in our own stopping-criteria list
(alongside a max_length for the config), plus a time budget for the demo server."""
from transformers import (
    AutoModelForCausalLM,
    AutoTokenizer,
    MaxLengthCriteria,
    MaxTimeCriteria,
    StoppingCriteriaList,
)

MODEL_ID = "openai-community/gpt2"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

criteria = StoppingCriteriaList([MaxLengthCriteria(max_length=24), MaxTimeCriteria(max_time=5.0)])
enc = tok("once upon a time", return_tensors="pt")
out = model.generate(**enc, max_length=24, stopping_criteria=criteria, pad_token_id=tok.eos_token_id)
print(tok.decode(out[0]))
