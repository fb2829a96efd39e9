# classes: 3 8
"""Evaluation run driven by a JSON config string (as passed through a job scheduler's env);
generation settings go straight into generate."""
import json
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

DEFAULT_CONFIG = '{"model": "EleutherAI/pythia-160m", "generation": {"max_new_tokens": "16", "do_sample": false}, "limit": 2}'
config = json.loads(os.environ.get("EVAL_CONFIG", DEFAULT_CONFIG))

tok = AutoTokenizer.from_pretrained(config["model"])
model = AutoModelForCausalLM.from_pretrained(config["model"])
docs = [{"ctx": "The sun rises in the", "target": " east"}, {"ctx": "Two plus two equals", "target": " four"}]

results = []
for doc in docs[: config["limit"]]:
    enc = tok(doc["ctx"], return_tensors="pt")
    out = model.generate(**enc, pad_token_id=tok.eos_token_id, **config["generation"])
    pred = tok.decode(out[0, enc.input_ids.shape[1]:])
    results.append({"pred": pred, "em": pred.strip().startswith(doc["target"].strip())})
print(json.dumps({"results": results}))
