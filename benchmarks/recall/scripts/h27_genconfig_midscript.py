# classes: 8 9
"""Notebook cells pasted into one file: the static cache was turned on for a torch.compile
experiment in an earlier cell, and the assisted run at the end is the one that "broke after
upgrading"."""
import platform
import transformers
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

# --- system info (issue template) ---
print("python      :", platform.python_version())
print("transformers:", transformers.__version__)
print("platform    :", platform.platform())

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
assistant = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
inputs = tok("The best thing about Paris is", return_tensors="pt")

# cell 1: plain
t = time.time()
out = model.generate(**inputs, max_new_tokens=6, do_sample=False)
print("plain", time.time() - t, tok.decode(out[0]))

# cell 2: static cache for compile
model.generation_config.cache_implementation = "static"
model.generation_config.max_new_tokens = 6
t = time.time()
out = model.generate(**inputs, do_sample=False)
print("static", time.time() - t, tok.decode(out[0]))

# cell 3: now speculative
t = time.time()
out = model.generate(**inputs, assistant_model=assistant, do_sample=False)
print("assisted", time.time() - t, tok.decode(out[0]))

# Expected behavior: runs and prints the generated text.
# Actual behavior: see the output pasted below the script in the issue.
