# classes: 7 1
# Strategy table for a small service; the mode is picked from the environment.
import functools
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-1.4b")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-1.4b")
draft = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-70m")

STRATEGIES = {
    "greedy": model.generate,
    "speculative": functools.partial(model.generate, assistant_model=draft),
    "speculative-lowmem": functools.partial(model.generate, assistant_model=draft, use_cache=False),
}

mode = os.environ.get("DECODE_MODE", "speculative-lowmem")
run = STRATEGIES[mode]
enc = tok("The quick brown fox", return_tensors="pt")
print(tok.decode(run(**enc, max_new_tokens=4)[0]))
