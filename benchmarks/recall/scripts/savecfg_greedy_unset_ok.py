# classes: 8
"""Greedy decoding for the regression suite: the sampling fields are unset before the config is saved."""
import tempfile

from transformers import GenerationConfig

cfg = GenerationConfig(do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=20, use_cache=True)
cfg.do_sample = False
for field in ("temperature", "top_p"):
    setattr(cfg, field, None)

with tempfile.TemporaryDirectory() as out_dir:
    cfg.save_pretrained(out_dir)
