# classes: 8
"""Watermark settings kept in a JSON profile and handed to generate as a dict (5.16+ converts it)."""

import json
import tempfile
from pathlib import Path

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

profile_path = Path(tempfile.mkdtemp()) / "watermark.json"
profile_path.write_text(json.dumps({"max_new_tokens": 8, "watermark": {"greenlist_ratio": 25, "bias": 2.0}}))

profile = json.loads(profile_path.read_text())
tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
gen_cfg = GenerationConfig(max_new_tokens=profile["max_new_tokens"], watermarking_config=profile["watermark"], pad_token_id=tok.eos_token_id)
enc = tok("Minutes of the board meeting:", return_tensors="pt")
print(tok.decode(model.generate(**enc, generation_config=gen_cfg)[0], skip_special_tokens=True))
