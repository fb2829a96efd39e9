# classes: 5 8
"""Deep-copies the shared kwargs with a json round trip before each model gets its own."""
import json

from transformers import AutoModelForCausalLM, AutoTokenizer

SHARED = {"max_new_tokens": 6, "cache_implementation": "static", "do_sample": False}


def kwargs_for(extra):
    kw = json.loads(json.dumps(SHARED))
    kw.update(extra)
    return kw


tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
enc = tok("the three laws of motion are", return_tensors="pt")
print(tok.decode(model.generate(**enc, **kwargs_for({"assistant_model": None}))[0]))
print(tok.decode(model.generate(**enc, assistant_model=draft, **kwargs_for({"top_k": None}))[0]))
