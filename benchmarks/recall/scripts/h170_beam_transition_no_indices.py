# classes: 8
"""Rerank beam-search candidates of a summarizer by their length-normalised token
log-probabilities (compute_transition_scores on the beam output)."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")

doc = "summarize: The city council met on Tuesday and voted to expand the bike lane network downtown."
enc = tok(doc, return_tensors="pt")
out = model.generate(
    **enc,
    num_beams=4,
    num_return_sequences=2,
    max_new_tokens=6,
    output_scores=True,
    return_dict_in_generate=True,
)
scores = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=False)
for seq, s in zip(out.sequences, scores):
    print(round(float(s.sum()), 3), tok.decode(seq, skip_special_tokens=True))
