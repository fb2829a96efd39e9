# classes: 8 3
"""Draw several JSON candidates and keep the first valid one."""

import json
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

N_CANDIDATES = int(os.environ.get("N_CANDIDATES", "3"))
SAMPLE = os.environ.get("SAMPLE", "0") == "1"

tok = AutoTokenizer.from_pretrained("microsoft/Phi-3-mini-4k-instruct")
model = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3-mini-4k-instruct")
enc = tok('{"animal": "', return_tensors="pt")
outs = model.generate(**enc, max_new_tokens=4, do_sample=SAMPLE, num_return_sequences=N_CANDIDATES)
for o in outs:
    text = tok.decode(o, skip_special_tokens=True)
    try:
        print(json.loads(text))
        break
    except ValueError:
        continue
