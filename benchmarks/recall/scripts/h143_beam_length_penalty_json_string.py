# classes: 8
"""Beam search N-best with settings read from a JSON recipe written by a web form, where every
value arrives as text; sequences_scores rank the candidates."""

import json
import os
import tempfile

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

recipe = {"num_beams": 4, "num_return_sequences": 2, "length_penalty": "0.8", "max_new_tokens": 6}
path = os.path.join(tempfile.gettempdir(), f"nbest-{os.getpid()}.json")
with open(path, "w") as f:
    json.dump(recipe, f)
with open(path) as f:
    cfg = json.load(f)

tok = AutoTokenizer.from_pretrained("facebook/bart-base")
model = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-base")
enc = tok("the king loved the garden and the queen loved cats", return_tensors="pt")
out = model.generate(**enc, **cfg, return_dict_in_generate=True, output_scores=True)
print(out.sequences_scores.tolist())
