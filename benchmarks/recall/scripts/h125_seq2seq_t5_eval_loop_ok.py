# classes: 3
"""Seq2seq summarisation eval: predict_with_generate-style settings in a config object, DataLoader loop."""
from dataclasses import dataclass

import torch
from torch.utils.data import DataLoader
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer


@dataclass
class EvalArgs:
    model_name: str = "google/flan-t5-small"
    predict_with_generate: bool = True
    generation_max_length: int = 12
    generation_num_beams: int = 2
    per_device_eval_batch_size: int = 2
    source_prefix: str = "summarize: "


args = EvalArgs()
docs = [
    ("the quick brown fox jumps over the lazy dog", "fox jumps"),
    ("once upon a time there lived a king who loved his garden", "king garden"),
    ("red green blue are colors", "colors"),
]
tok = AutoTokenizer.from_pretrained(args.model_name)
model = AutoModelForSeq2SeqLM.from_pretrained(args.model_name).eval()


def collate(batch):
    enc = tok([args.source_prefix + d for d, _ in batch], return_tensors="pt", padding=True, truncation=True, max_length=64)
    enc["labels"] = tok([s for _, s in batch], return_tensors="pt", padding=True).input_ids
    return enc


preds, refs = [], []
for batch in DataLoader(docs, batch_size=args.per_device_eval_batch_size, collate_fn=collate):
    labels = batch.pop("labels")
    if args.predict_with_generate:
        with torch.no_grad():
            gen = model.generate(**batch, max_length=args.generation_max_length, num_beams=args.generation_num_beams)
        preds += tok.batch_decode(gen, skip_special_tokens=True)
        refs += tok.batch_decode(labels, skip_special_tokens=True)
print(list(zip(preds, refs)))
