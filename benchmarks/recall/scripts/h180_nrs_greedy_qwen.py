# classes: 3 6
"""Generate several candidate completions per record for a later reranking step."""
import argparse

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--model_name", default="Qwen/Qwen2.5-0.5B")
parser.add_argument("--num_candidates", type=int, default=3)
parser.add_argument("--bs", type=int, default=2)
parser.add_argument("--max_new_tokens", type=int, default=4)
args = parser.parse_args()

records = [{"q": "tell me a story"}, {"q": "the quick fox"}, {"q": "hello world"}]

tok = AutoTokenizer.from_pretrained(args.model_name, padding_side="left")
lm = AutoModelForCausalLM.from_pretrained(args.model_name, torch_dtype=torch.float32)

candidates = []
for start in range(0, len(records), args.bs):
    batch = records[start : start + args.bs]
    enc = tok([r["q"] for r in batch], padding=True, return_tensors="pt")
    with torch.inference_mode():
        out = lm.generate(**enc, max_new_tokens=args.max_new_tokens, num_return_sequences=args.num_candidates)
    texts = tok.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)
    for j, r in enumerate(batch):
        candidates.append({"q": r["q"], "cands": texts[j * args.num_candidates : (j + 1) * args.num_candidates]})
print(candidates)
