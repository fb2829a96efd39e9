# classes: 8 5
"""Long-document summarisation over a CSV with Gemma 2 and a preallocated cache.

Gemma 2 alternates sliding-window and global layers, so the job builds the
matching HybridCache once per document. Summaries go to summaries.csv.
"""
import csv
import io

import transformers
from transformers import AutoModelForCausalLM, AutoTokenizer

CKPT = "google/gemma-2-2b-it"
DOCS = """doc_id,text
d1,The quarterly report shows revenue growth across all regions and stable costs.
d2,The new policy changes how employees book travel and submit expenses.
"""


def summarise(model, tok, text):
    enc = tok(f"Summarise: {text}\nSummary:", return_tensors="pt")
    cache = transformers.HybridCache(config=model.config, max_batch_size=1, max_cache_len=128)
    out = model.generate(**enc, past_key_values=cache, max_new_tokens=8, do_sample=False)
    return tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True)


def main():
    tok = AutoTokenizer.from_pretrained(CKPT)
    model = AutoModelForCausalLM.from_pretrained(CKPT)
    with open("summaries.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        for row in csv.DictReader(io.StringIO(DOCS)):
            w.writerow([row["doc_id"], summarise(model, tok, row["text"])])


if __name__ == "__main__":
    main()
