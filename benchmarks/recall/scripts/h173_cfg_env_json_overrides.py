# classes: 3 8
"""Overrides given as a JSON blob in one environment variable, merged onto defaults with the | operator."""
import json
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

DEFAULTS = {"max_new_tokens": 5, "num_beams": 1}
overrides = json.loads(os.environ.get("GEN_OVERRIDES", '{"num_beams": 3, "low_memory": true}'))
gen_kwargs = DEFAULTS | overrides

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")
enc = tok("the quick brown fox", return_tensors="pt")
out = model.generate(**enc, pad_token_id=tok.eos_token_id, **gen_kwargs)
print(tok.decode(out[0]))
