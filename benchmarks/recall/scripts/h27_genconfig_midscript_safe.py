# classes: 8 9
"""Same notebook cells, with the static cache switched off again before the speculative cell."""
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

# cell 2: static cache for compile
model.generation_config.cache_implementation = "static"
t = time.time()
out = model.generate(**inputs, max_new_tokens=6, do_sample=False)
print("static", time.time() - t, tok.decode(out[0]))

# cell 3: back to default cache, then speculative
model.generation_config.cache_implementation = None
t = time.time()
out = model.generate(**inputs, assistant_model=assistant, max_new_tokens=6, do_sample=False)
print("assisted", time.time() - t, tok.decode(out[0]))

# Expected behavior: runs and prints the generated text.
# Actual behavior: see the output pasted below the script in the issue.
