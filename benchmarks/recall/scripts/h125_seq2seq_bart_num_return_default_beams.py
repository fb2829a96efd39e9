# classes: 3 8
"""BART summarisation eval that keeps several candidates per article for reranking."""
from dataclasses import dataclass
from typing import Optional

import torch
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer


@dataclass
class GenArgs:
    model_name_or_path: str = "sshleifer/distilbart-cnn-12-6"
    max_target_length: int = 16
    num_beams: Optional[int] = None
    num_candidates: int = 2


args = GenArgs()
tok = AutoTokenizer.from_pretrained(args.model_name_or_path)
model = AutoModelForSeq2SeqLM.from_pretrained(args.model_name_or_path)
articles = ["the king loved his garden and the queen loved the king", "the fox was fast and the dog was slow"]
enc = tok(articles, return_tensors="pt", padding=True, truncation=True)
with torch.no_grad():
    out = model.generate(
        **enc,
        max_length=args.max_target_length,
        num_beams=args.num_beams,
        num_return_sequences=args.num_candidates,
    )
cands = tok.batch_decode(out, skip_special_tokens=True)
for i, art in enumerate(articles):
    print(art[:20], cands[i * args.num_candidates : (i + 1) * args.num_candidates])
