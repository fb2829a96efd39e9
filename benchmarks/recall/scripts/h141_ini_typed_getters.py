# classes: 3 8
"""Summariser settings read from an INI file with typed getters (getint/getfloat/getboolean)."""
import configparser

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

cfg = configparser.ConfigParser()
cfg.read_string(
    "[gen]\nnum_beams = 4\nlength_penalty = 1.5\nno_repeat_ngram_size = 3\nearly_stopping = yes\nmax_length = 28\n"
)
g = cfg["gen"]
settings = {
    "num_beams": g.getint("num_beams"),
    "length_penalty": g.getfloat("length_penalty"),
    "no_repeat_ngram_size": g.getint("no_repeat_ngram_size"),
    "early_stopping": g.getboolean("early_stopping"),
    "max_length": g.getint("max_length"),
}
tok = AutoTokenizer.from_pretrained("sshleifer/distilbart-cnn-12-6")
model = AutoModelForSeq2SeqLM.from_pretrained("sshleifer/distilbart-cnn-12-6")
enc = tok("Volunteers planted two thousand trees along the river on Saturday.", return_tensors="pt")
print(tok.decode(model.generate(**enc, **settings)[0], skip_special_tokens=True))
