# classes: 3 8
"""Time-boxed generation for a long eval job: each call is capped by a wall-clock budget read
from the environment (converted to seconds as a float)."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

TIME_BUDGET = float(os.environ.get("GEN_TIME_BUDGET_S", "20"))
tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
for prompt in ["Translate to French: cheese", "Give a synonym of quick"]:
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=6, do_sample=False, max_time=TIME_BUDGET)
    print(tok.decode(out[0, enc.input_ids.shape[1]:], skip_special_tokens=True))
