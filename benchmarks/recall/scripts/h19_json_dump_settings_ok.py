# classes: 3 2
"""First run writes run_settings.json beside the script; every run reads its decoding
settings back from that file so they can be edited without touching code."""
import json
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

HERE = os.path.dirname(os.path.abspath(__file__))
SETTINGS_PATH = os.path.join(HERE, "run_settings.json")
DEFAULTS = {
    "checkpoint": "microsoft/Phi-3-mini-4k-instruct",
    "assistant": "microsoft/Phi-3.5-mini-instruct",
    "decoding": {"max_new_tokens": 8, "do_sample": True, "temperature": 0.8, "num_return_sequences": 1},
}

if not os.path.exists(SETTINGS_PATH):
    with open(SETTINGS_PATH, "w") as fh:
        json.dump(DEFAULTS, fh, indent=2)

with open(SETTINGS_PATH) as fh:
    settings = json.load(fh)

tok = AutoTokenizer.from_pretrained(settings["checkpoint"])
model = AutoModelForCausalLM.from_pretrained(settings["checkpoint"])
assistant = AutoModelForCausalLM.from_pretrained(settings["assistant"])
enc = tok("summarise: the meeting moved to friday", return_tensors="pt")
out = model.generate(**enc, assistant_model=assistant, **settings["decoding"])
for row in tok.batch_decode(out, skip_special_tokens=True):
    print(row)
