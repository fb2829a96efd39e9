# classes: 3 8
"""Beam-search summarization eval with settings from a YAML block (early_stopping is a YAML
boolean)."""
import yaml
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

CONFIG = yaml.safe_load(
    """
model: sshleifer/distilbart-cnn-12-6
generate:
  num_beams: 4
  max_new_tokens: 8
  early_stopping: true
  length_penalty: 2.0
"""
)

tok = AutoTokenizer.from_pretrained(CONFIG["model"])
model = AutoModelForSeq2SeqLM.from_pretrained(CONFIG["model"])
articles = ["The company reported record profits this quarter, driven by strong sales in Asia and Europe."]
for article in articles:
    enc = tok(article, return_tensors="pt", truncation=True)
    summary = model.generate(**enc, **CONFIG["generate"])
    print(tok.decode(summary[0], skip_special_tokens=True))
