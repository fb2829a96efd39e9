# classes: 6 9
"""Save/reload round trip where the cache is switched back on before saving."""
import platform
import transformers
import os
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer

# --- system info (issue template) ---
print("python      :", platform.python_version())
print("transformers:", transformers.__version__)
print("platform    :", platform.platform())

BASE = "HuggingFaceTB/SmolLM2-135M"
out_dir = os.path.join(tempfile.mkdtemp(), "smol-ft", "checkpoint-final")

tok = AutoTokenizer.from_pretrained(BASE)
model = AutoModelForCausalLM.from_pretrained(BASE)

model.config.use_cache = False
model.generation_config.use_cache = False
print("training... (skipped)")
# re-enable for inference before saving
model.config.use_cache = True
model.generation_config.use_cache = True

model.save_pretrained(out_dir)
tok.save_pretrained(out_dir)

ft = AutoModelForCausalLM.from_pretrained(out_dir)
text = "def area(r):\n    return 3.14 * r * r\n\ndef area_square(s):\n"
enc = tok(text, return_tensors="pt")
out = ft.generate(**enc, prompt_lookup_num_tokens=2, max_new_tokens=5)
print(tok.decode(out[0]))

# Expected behavior: runs and prints the generated text.
# Actual behavior: see the output pasted below the script in the issue.
