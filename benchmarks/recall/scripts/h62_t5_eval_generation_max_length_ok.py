# classes: 3 6
"""predict_with_generate-style evaluation for a T5 summarizer: generation_max_length is shorter than the
source, which is fine for an encoder-decoder (the limit applies to the decoder side)."""
import argparse

import torch
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="google/flan-t5-small")
parser.add_argument("--generation_max_length", type=int, default=8)
parser.add_argument("--generation_num_beams", type=int, default=2)
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForSeq2SeqLM.from_pretrained(args.model).eval()
sources = ["summarize: " + "the quick brown fox jumps over the lazy dog " * 4]
batch = tok(sources, return_tensors="pt", truncation=True, max_length=64)
gen_kwargs = {"max_length": args.generation_max_length, "num_beams": args.generation_num_beams}
with torch.no_grad():
    preds = model.generate(**batch, **gen_kwargs)
print(tok.batch_decode(preds, skip_special_tokens=True))
