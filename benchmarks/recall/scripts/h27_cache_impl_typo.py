# classes: 8 1
"""Repro: "Invalid cache_implementation" -- the first attempt uses a name from an old blog
post; "# this also fails" uses the class-like spelling."""
import platform
import transformers
from transformers import AutoModelForCausalLM, AutoTokenizer

# --- system info (issue template) ---
print("python      :", platform.python_version())
print("transformers:", transformers.__version__)
print("platform    :", platform.platform())

tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
enc = tok("Hi, how are you?", return_tensors="pt")
print("prompt tokens:", enc["input_ids"].shape[-1])

# baseline works
out = model.generate(**enc, max_new_tokens=4)
print("baseline:", tok.decode(out[0]))

try:
    out = model.generate(**enc, cache_implementation="static_cache", max_new_tokens=4)
    print(tok.decode(out[0]))
except ValueError as e:
    print("attempt 1:", e)

# this also fails
out = model.generate(**enc, cache_implementation="Static", max_new_tokens=4)
print(tok.decode(out[0]))

# Expected behavior: runs and prints the generated text.
# Actual behavior: see the output pasted below the script in the issue.
