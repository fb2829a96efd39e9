# classes: 3 8
"""Summarisation job settings kept in a JSON file; early_stopping is written as the text "true"."""
import json
from pathlib import Path

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

Path("job.json").write_text(
    json.dumps({"model": "facebook/bart-base", "gen": {"num_beams": 4, "early_stopping": "true", "max_new_tokens": 12}})
)
job = json.loads(Path("job.json").read_text())
tok = AutoTokenizer.from_pretrained(job["model"])
model = AutoModelForSeq2SeqLM.from_pretrained(job["model"])
enc = tok("The local team won the championship for the first time in forty years.", return_tensors="pt")
print(tok.decode(model.generate(**enc, **job["gen"])[0], skip_special_tokens=True))
