# classes: 3 2
"""TOML preset table (tomllib), one preset chosen on the command line with a default."""
import argparse
import tempfile
import tomllib
from pathlib import Path

from transformers import AutoModelForCausalLM, AutoTokenizer

TOML = """
checkpoint = "openai-community/gpt2-medium"

[presets.smoke]
max_new_tokens = 0
do_sample = false

[presets.short]
max_new_tokens = 4
do_sample = false
"""

cfg_file = Path(tempfile.mkdtemp()) / "presets.toml"
cfg_file.write_text(TOML)

ap = argparse.ArgumentParser()
ap.add_argument("--preset", default="smoke")
args = ap.parse_args()

with cfg_file.open("rb") as fh:
    cfg = tomllib.load(fh)
tok = AutoTokenizer.from_pretrained(cfg["checkpoint"])
model = AutoModelForCausalLM.from_pretrained(cfg["checkpoint"])
enc = tok("hello world", return_tensors="pt")
out = model.generate(**enc, pad_token_id=tok.eos_token_id, **cfg["presets"][args.preset])
print(tok.decode(out[0]))
