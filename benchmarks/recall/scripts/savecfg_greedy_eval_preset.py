# classes: 8 2
"""Evaluation harness: one decoding preset per task, greedy for the exact-match tasks, saved with the scores."""
import json
import os
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

BASE = {"max_new_tokens": 16, "temperature": 0.7, "top_p": 0.95}

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

exact_match = GenerationConfig(**BASE)
exact_match.do_sample = False  # deterministic scoring

scores = {}
for question, gold in [("2+2=", "4"), ("Capital of Italy:", "Rome")]:
    enc = tok(question, return_tensors="pt")
    out = model.generate(**enc, generation_config=exact_match)
    scores[question] = gold in tok.decode(out[0][enc["input_ids"].shape[1]:], skip_special_tokens=True)

with tempfile.TemporaryDirectory() as run_dir:
    with open(os.path.join(run_dir, "scores.json"), "w") as f:
        json.dump(scores, f)
    exact_match.save_pretrained(run_dir)
