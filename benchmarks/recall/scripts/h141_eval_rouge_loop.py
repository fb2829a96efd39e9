# classes: 2
"""Evaluate a summariser on a tiny validation set: batched beam-search summaries scored with a
hand-written ROUGE-1 F1 (the rouge_score package falls back to it when missing)."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

try:
    import evaluate

    rouge = evaluate.load("rouge")
except ImportError:
    rouge = None


def rouge1(pred, ref):
    p, r = pred.lower().split(), ref.lower().split()
    overlap = len(set(p) & set(r))
    if not p or not r or not overlap:
        return 0.0
    prec, rec = overlap / len(p), overlap / len(r)
    return 2 * prec * rec / (prec + rec)


VAL = [
    ("The park will close for a week to repair its paths and benches.", "Park closes for repairs."),
    ("Two new bus routes start on Monday, linking the suburbs to the centre.", "New bus routes start Monday."),
    ("The orchestra's winter season opens with Beethoven's ninth symphony.", "Orchestra opens winter season."),
]
tok = AutoTokenizer.from_pretrained("sshleifer/distilbart-cnn-12-6")
model = AutoModelForSeq2SeqLM.from_pretrained("sshleifer/distilbart-cnn-12-6")
preds = []
for i in range(0, len(VAL), 2):
    docs = [d for d, _ in VAL[i : i + 2]]
    batch = tok(docs, return_tensors="pt", padding=True, truncation=True)
    out = model.generate(**batch, num_beams=4, max_length=16, min_length=2, no_repeat_ngram_size=3)
    preds.extend(tok.batch_decode(out, skip_special_tokens=True))
scores = [rouge1(p, ref) for p, (_, ref) in zip(preds, VAL)]
print("ROUGE-1", sum(scores) / len(scores))
