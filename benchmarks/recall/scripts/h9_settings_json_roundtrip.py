# classes: 3 1
"""Experiment settings are saved next to the results and re-read, so a rerun uses the same file."""
import json
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

SETTINGS_FILE = "spec_settings.json"
if not os.path.exists(SETTINGS_FILE):
    with open(SETTINGS_FILE, "w") as f:
        json.dump({"max_new_tokens": 6, "use_cache": False, "do_sample": False}, f, indent=2)

with open(SETTINGS_FILE) as f:
    settings = json.load(f)

tok = AutoTokenizer.from_pretrained("microsoft/phi-2")
model = AutoModelForCausalLM.from_pretrained("microsoft/phi-2")
enc = tok("hello world", return_tensors="pt")
out = model.generate(**enc, prompt_lookup_num_tokens=2, **settings)
print(tok.decode(out[0]))
