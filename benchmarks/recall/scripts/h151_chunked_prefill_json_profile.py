# classes: 3 9
"""Serving profiles written to a JSON file and read back: the "low-memory" profile turns
the cache off and prefills in chunks."""

import json
import tempfile
from pathlib import Path

from transformers import AutoModelForCausalLM, AutoTokenizer

profiles = {
    "fast": {"max_new_tokens": 8},
    "low-memory": {"max_new_tokens": 8, "prefill_chunk_size": 16, "use_cache": False},
}
path = Path(tempfile.mkdtemp()) / "profiles.json"
path.write_text(json.dumps(profiles))

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok(" ".join(["once upon a time there lived a king"] * 6), return_tensors="pt")

for name, kwargs in json.loads(path.read_text()).items():
    out = model.generate(**enc, do_sample=False, **kwargs)
    print(name, out.shape)
