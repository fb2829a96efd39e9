# classes: 6 8
"""Evaluate a checkpoint on a JSONL prompt set, then export it for ExecuTorch.

The eval pass scores full sequences in one forward pass with use_cache=False
given per call, writes per-prompt losses, and the same model object is then
wrapped for the on-device export (its config still has caching on).
"""
import json
import math

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

CKPT = "Qwen/Qwen2.5-0.5B-Instruct"
EVAL_SET = [
    {"id": 1, "text": "The capital of France is Paris."},
    {"id": 2, "text": "Water boils at one hundred degrees Celsius."},
]


def score(model, tok, records):
    rows = []
    for rec in records:
        enc = tok(rec["text"], return_tensors="pt")
        with torch.no_grad():
            loss = model(**enc, labels=enc["input_ids"], use_cache=False).loss.item()
        rows.append({"id": rec["id"], "loss": loss, "ppl": math.exp(loss)})
    return rows


def main():
    tok = AutoTokenizer.from_pretrained(CKPT)
    model = AutoModelForCausalLM.from_pretrained(CKPT)
    model.eval()
    with open("eval_scores.jsonl", "w") as fh:
        for row in score(model, tok, EVAL_SET):
            fh.write(json.dumps(row) + "\n")

    model.generation_config.use_cache = True
    model.generation_config.cache_implementation = "static"
    exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=64)
    print(type(exportable).__name__)


if __name__ == "__main__":
    main()
