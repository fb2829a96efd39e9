# classes: 3 8
"""Translation job settings kept in a JSON file (integers, floats and booleans as JSON values)."""
import json
from pathlib import Path

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

Path("translate.json").write_text(
    json.dumps({"num_beams": 4, "early_stopping": True, "length_penalty": 1.0, "max_new_tokens": 14})
)
settings = json.loads(Path("translate.json").read_text())
tok = AutoTokenizer.from_pretrained("Helsinki-NLP/opus-mt-en-de")
model = AutoModelForSeq2SeqLM.from_pretrained("Helsinki-NLP/opus-mt-en-de")
enc = tok(["Open the window, please.", "It is cold outside."], return_tensors="pt", padding=True)
print(tok.batch_decode(model.generate(**enc, **settings), skip_special_tokens=True))
