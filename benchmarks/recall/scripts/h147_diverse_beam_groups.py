# classes: 8
"""Diverse beam search for paraphrase candidates: four beams in two groups with a diversity
penalty, returning all four."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("t5-small")
batch = tok(["paraphrase: the quick brown fox jumps over the lazy dog"], return_tensors="pt")

outs = model.generate(
    **batch,
    num_beams=4,
    num_beam_groups=2,
    diversity_penalty=1.0,
    num_return_sequences=4,
    max_new_tokens=6,
)
for o in outs:
    print(tok.decode(o, skip_special_tokens=True))
