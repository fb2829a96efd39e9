# classes: 8
"""Beam-search settings for a translation demo are read from a small INI-style table of strings
and copied onto a GenerationConfig, which is then saved next to the model."""
import tempfile

from transformers import AutoModelForSeq2SeqLM, GenerationConfig

SETTINGS = """
num_beams = 4
max_new_tokens = 40
early_stopping = true
"""

model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")
gen = GenerationConfig.from_model_config(model.config)
for line in SETTINGS.strip().splitlines():
    key, value = (part.strip() for part in line.split("="))
    setattr(gen, key, int(value) if value.isdigit() else value)

with tempfile.TemporaryDirectory() as out_dir:
    gen.save_pretrained(out_dir)
    print(open(f"{out_dir}/generation_config.json").read())
