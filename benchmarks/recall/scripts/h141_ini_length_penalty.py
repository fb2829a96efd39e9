# classes: 3 8
"""Summariser settings read from an INI file (configparser) written next to the script: beams
with getint, the rest read as plain values."""
import configparser
from pathlib import Path

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

Path("summarize.ini").write_text(
    "[generation]\nmodel = facebook/bart-large-cnn\nnum_beams = 4\nlength_penalty = 2.0\nmax_length = 30\n"
)
cfg = configparser.ConfigParser()
cfg.read("summarize.ini")
gen = cfg["generation"]

tok = AutoTokenizer.from_pretrained(gen["model"])
model = AutoModelForSeq2SeqLM.from_pretrained(gen["model"])
enc = tok("Engineers finished testing the new tram line ahead of its opening next month.", return_tensors="pt")
ids = model.generate(
    **enc,
    num_beams=gen.getint("num_beams"),
    length_penalty=gen["length_penalty"],
    max_length=gen.getint("max_length"),
)
print(tok.decode(ids[0], skip_special_tokens=True))
