# classes: 3
"""Summarize articles in batches with BART and keep the top-k beams as alternatives."""
import argparse
import json
import os
import tempfile

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

ARTICLES = ["the quick brown fox jumps over the lazy dog " * 3, "once upon a time there lived a king", "hello world"]

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="facebook/bart-large-cnn")
parser.add_argument("--beams", type=int, default=2)
parser.add_argument("--alternatives", type=int, default=3)
parser.add_argument("--batch-size", type=int, default=2)
parser.add_argument("--out", default=os.path.join(tempfile.gettempdir(), "summaries.jsonl"))
args = parser.parse_args()

tokenizer = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForSeq2SeqLM.from_pretrained(args.model)

with open(args.out, "w") as fh:
    for i in range(0, len(ARTICLES), args.batch_size):
        docs = ARTICLES[i : i + args.batch_size]
        enc = tokenizer(docs, return_tensors="pt", padding=True, truncation=True, max_length=64)
        summary_ids = model.generate(
            enc["input_ids"],
            attention_mask=enc["attention_mask"],
            num_beams=args.beams,
            num_return_sequences=args.alternatives,
            max_new_tokens=5,
            early_stopping=True,
        )
        summaries = tokenizer.batch_decode(summary_ids, skip_special_tokens=True)
        for j, doc in enumerate(docs):
            alts = summaries[j * args.alternatives : (j + 1) * args.alternatives]
            fh.write(json.dumps({"doc": doc[:20], "summaries": alts}) + "\n")
print(open(args.out).read())
