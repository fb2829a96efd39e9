# classes: 2 3
# Presets as JSON, tried in order until one fits the latency budget.
import json
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

PRESETS = json.loads(
    '[{"name": "lookup", "prompt_lookup_num_tokens": 3},'
    ' {"name": "lookup-x2", "prompt_lookup_num_tokens": 3, "num_return_sequences": 2, "do_sample": true}]'
)
BUDGET_S = 120.0

tok = AutoTokenizer.from_pretrained("microsoft/phi-2")
model = AutoModelForCausalLM.from_pretrained("microsoft/phi-2")
enc = tok("one two three one two three one two", return_tensors="pt")

for preset in PRESETS:
    kwargs = dict(preset)
    name = kwargs.pop("name")
    start = time.time()
    out = model.generate(**enc, max_new_tokens=4, **kwargs)
    took = time.time() - start
    print(name, took)
    if took < BUDGET_S:
        break
