# classes: 8 9
"""Mid-script generation tweaks, but the sampling fields are reset before saving."""
import platform
import transformers
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer

# --- system info (issue template) ---
print("python      :", platform.python_version())
print("transformers:", transformers.__version__)
print("platform    :", platform.platform())

tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")
enc = tok("My favourite food is", return_tensors="pt")

model.generation_config.do_sample = True
model.generation_config.temperature = 0.7
out = model.generate(**enc, max_new_tokens=4, pad_token_id=tok.eos_token_id)
print("sampled", tok.decode(out[0]))

# greedy again: drop the sampling fields too
model.generation_config.do_sample = False
model.generation_config.temperature = 1.0
out = model.generate(**enc, max_new_tokens=4, pad_token_id=tok.eos_token_id)
print("greedy", tok.decode(out[0]))

save_dir = tempfile.mkdtemp()
model.save_pretrained(save_dir)
print("saved", save_dir)

# Expected behavior: runs and prints the generated text.
# Actual behavior: see the output pasted below the script in the issue.
