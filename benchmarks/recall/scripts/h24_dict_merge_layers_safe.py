# classes: 7 1
"""Layered generation settings merged with |; the edge profile drops lookup instead of the cache."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

LIBRARY_DEFAULTS = {"max_new_tokens": 10, "do_sample": False, "repetition_penalty": 1.05}
TASKS = {"chat": {"do_sample": True, "temperature": 0.7}, "rewrite": {"prompt_lookup_num_tokens": 8}}
DEPLOYMENTS = {"edge": {"max_new_tokens": 8}, "server": {}}

task = os.getenv("TASK", "rewrite")
deployment = os.getenv("DEPLOYMENT", "edge")
settings = LIBRARY_DEFAULTS | TASKS[task] | DEPLOYMENTS[deployment]
if deployment == "edge":
    settings |= {"use_cache": False}
    settings.pop("prompt_lookup_num_tokens", None)

tokenizer = AutoTokenizer.from_pretrained("google/gemma-2b")
model = AutoModelForCausalLM.from_pretrained("google/gemma-2b")
enc = tokenizer("Rewrite formally: hey team, the build is broken again, the build is broken since monday.", return_tensors="pt")
out = model.generate(**enc, **settings)
print(tokenizer.decode(out[0][enc["input_ids"].shape[-1]:], skip_special_tokens=True))
