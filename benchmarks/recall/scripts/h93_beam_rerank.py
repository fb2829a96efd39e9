# classes: 2 7
"""Best-of-n by beam search and re-ranking: each beam width returns all its beams, which a
length-normalised score re-ranks."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")

sources = ["Translate to German: the house is small.", "Summarize: cats sleep a lot and eat fish."]

for width in (2, 4):
    for src in sources:
        enc = tok(src, return_tensors="pt")
        out = model.generate(
            **enc,
            num_beams=width,
            num_return_sequences=width,
            max_new_tokens=8,
            output_scores=True,
            return_dict_in_generate=True,
        )
        texts = tok.batch_decode(out.sequences, skip_special_tokens=True)
        scores = out.sequences_scores.tolist()
        best = max(zip(scores, texts))[1]
        print(width, src[:20], "->", best)
