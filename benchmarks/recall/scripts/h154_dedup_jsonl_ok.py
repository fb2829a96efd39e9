# classes: 8
"""Synthetic paraphrase set: sample six candidates per sentence, drop duplicates and write the rest
as JSON lines."""

import json
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

torch.manual_seed(0)
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

sentences = ["the fox is red", "the queen is in the garden"]
path = tempfile.mktemp(suffix=".jsonl")
with open(path, "w") as fh:
    for s in sentences:
        enc = tok(s, return_tensors="pt")
        out = model.generate(**enc, do_sample=True, num_return_sequences=6, max_new_tokens=4, return_dict_in_generate=True)
        seen = set()
        for text in tok.batch_decode(out.sequences[:, enc.input_ids.shape[1]:], skip_special_tokens=True):
            if text.strip() and text not in seen:
                seen.add(text)
                fh.write(json.dumps({"source": s, "paraphrase": text}) + "\n")
print(open(path).read().count("\n"))
