# classes: 3 2
"""Extra generate kwargs come in as a JSON string in GEN_KWARGS, with a default for local runs."""
import json
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

extra = json.loads(os.environ.get("GEN_KWARGS", '{"do_sample": true, "top_k": 20}'))
name = os.environ.get("MODEL_NAME", "microsoft/phi-2")

tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)
enc = tok("def is_even(n):\n    return n % 2 == 0\n\ndef is_odd(n):\n    return", return_tensors="pt")
out = model.generate(**enc, prompt_lookup_num_tokens=3, max_new_tokens=6, **extra)
print(tok.batch_decode(out))
