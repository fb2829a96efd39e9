# classes: 3 8
"""A multi-node translation job: the beam width is set per cluster in the environment (NUM_BEAMS),
the rank decides which slice of the sentences this process translates."""
import os

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

rank = int(os.environ.get("RANK", "0"))
world_size = int(os.environ.get("WORLD_SIZE", "1"))
num_beams = os.getenv("NUM_BEAMS", "4")

tok = AutoTokenizer.from_pretrained("Helsinki-NLP/opus-mt-en-de")
model = AutoModelForSeq2SeqLM.from_pretrained("Helsinki-NLP/opus-mt-en-de")

sentences = ["Good morning.", "Where is the station?", "I like trains."]
for sentence in sentences[rank::world_size]:
    enc = tok(sentence, return_tensors="pt")
    out = model.generate(**enc, num_beams=num_beams, max_new_tokens=8)
    print(rank, tok.decode(out[0], skip_special_tokens=True))
