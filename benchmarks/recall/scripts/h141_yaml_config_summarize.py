# classes: 3 8
"""Summarisation settings from a YAML file (numbers parsed by YAML), passed to generate."""
from pathlib import Path

import yaml
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

Path("gen.yaml").write_text(
    "model: google/pegasus-large\ngeneration:\n  num_beams: 3\n  length_penalty: 0.8\n  max_new_tokens: 16\n  min_new_tokens: 2\n"
)
conf = yaml.safe_load(Path("gen.yaml").read_text())
tok = AutoTokenizer.from_pretrained(conf["model"])
model = AutoModelForSeq2SeqLM.from_pretrained(conf["model"])
enc = tok("The ferry service resumes on Friday after the storm damaged the pier.", return_tensors="pt")
print(tok.decode(model.generate(**enc, **conf["generation"])[0], skip_special_tokens=True))
