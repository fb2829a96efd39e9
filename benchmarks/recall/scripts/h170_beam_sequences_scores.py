# classes: 2 8
"""Compare beam widths on a few prompts and log each output's sequence score to a JSON results
file."""
import json
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/opt-125m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")

STRATEGIES = {
    "beam4": {"num_beams": 4},
    "beam2": {"num_beams": 2},
}
prompts = ["The capital of France is", "Water boils at"]
results = []
for name, kwargs in STRATEGIES.items():
    for p in prompts:
        enc = tok(p, return_tensors="pt")
        out = model.generate(**enc, max_new_tokens=5, output_scores=True, return_dict_in_generate=True, **kwargs)
        results.append({"strategy": name, "prompt": p, "score": float(out.sequences_scores[0])})
with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as fh:
    json.dump(results, fh)
print(len(results), "results")
