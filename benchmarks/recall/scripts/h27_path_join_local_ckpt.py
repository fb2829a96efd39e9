# classes: 6 9
"""Save a "fine-tuned" model to a local folder, reload it and use it with prompt lookup.

The training part turned the cache off (gradient checkpointing habit) and that setting was
saved with the weights. Paths are built with os.path.join.
"""
import os
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer

BASE = "HuggingFaceTB/SmolLM2-135M"
OUT_ROOT = tempfile.mkdtemp()
RUN_NAME = "smol-ft"
out_dir = os.path.join(OUT_ROOT, RUN_NAME, "checkpoint-final")

tok = AutoTokenizer.from_pretrained(BASE)
model = AutoModelForCausalLM.from_pretrained(BASE)

# "training"
model.config.use_cache = False
model.generation_config.use_cache = False
print("training... (skipped)")

model.save_pretrained(out_dir)
tok.save_pretrained(out_dir)
print("saved to", out_dir, os.listdir(out_dir))

# --- later, inference ---
ft = AutoModelForCausalLM.from_pretrained(out_dir)
ft_tok = AutoTokenizer.from_pretrained(out_dir)
text = "def area(r):\n    return 3.14 * r * r\n\ndef area_square(s):\n"
enc = ft_tok(text, return_tensors="pt")
out = ft.generate(**enc, prompt_lookup_num_tokens=2, max_new_tokens=5)
print(ft_tok.decode(out[0]))
