# classes: 3 6
"""Apply generation overrides from overrides.json onto model.generation_config (the file is
written first so the script runs anywhere), then serve with a draft model."""
import json
import tempfile
from pathlib import Path

from transformers import AutoModelForCausalLM, AutoTokenizer

OVERRIDES = {"max_new_tokens": 6, "use_cache": True, "repetition_penalty": 1.1}

workdir = Path(tempfile.mkdtemp())
(workdir / "overrides.json").write_text(json.dumps(OVERRIDES, indent=2))

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

for key, value in json.loads((workdir / "overrides.json").read_text()).items():
    setattr(model.generation_config, key, value)

enc = tok("Write a haiku about caching.", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft)
print(tok.decode(out[0], skip_special_tokens=True))
