# classes: 2 7 8
"""Freeze each persona's decoding settings next to the generated data: build a GenerationConfig per
persona and save it to the run directory."""

import tempfile

from transformers import GenerationConfig

PERSONAS = {
    "teacher": dict(do_sample=True, temperature=0.4, top_p=0.9),
    "robot": dict(do_sample=False, temperature=0.9),
}
run_dir = tempfile.mkdtemp()
for name, settings in PERSONAS.items():
    cfg = GenerationConfig(max_new_tokens=32, **settings)
    cfg.save_pretrained(f"{run_dir}/{name}")
    print("saved", name)
