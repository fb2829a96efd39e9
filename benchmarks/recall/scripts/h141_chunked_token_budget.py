# classes: 2 3
"""Summarise a long document chunk by chunk with a total output budget shared out among the
chunks (budget // number of chunks new tokens each)."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-base")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-base")
TOTAL_BUDGET = 24

paragraphs = [f"Paragraph {i}: the survey found that residents value quiet streets and parks." for i in range(30)]
chunks = [" ".join(paragraphs[i : i + 1]) for i in range(0, len(paragraphs))]
per_chunk = TOTAL_BUDGET // len(chunks)
summary = []
for chunk in chunks:
    enc = tok("summarize: " + chunk, return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=per_chunk)
    summary.append(tok.decode(out[0], skip_special_tokens=True))
print(" ".join(summary))
