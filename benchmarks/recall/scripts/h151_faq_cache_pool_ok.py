# classes: 5 7
"""Per-document prompt caches kept in a dict: each document's cache is built the first time
it is retrieved and deep-copied for every question about it."""

import copy

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

DOCS = {
    "garden": "a king and a queen lived in a garden.",
    "fox": "the quick brown fox jumps over the lazy dog.",
}


class CachePool:
    def __init__(self):
        self._caches = {}

    def get(self, doc_id):
        if doc_id not in self._caches:
            enc = tok(DOCS[doc_id], return_tensors="pt")
            cache = DynamicCache()
            with torch.no_grad():
                model(**enc, past_key_values=cache)
            self._caches[doc_id] = cache
        return copy.deepcopy(self._caches[doc_id])


def retrieve(question):
    return "fox" if "fox" in question else "garden"


pool = CachePool()
for question in [" who lived there?", " what did the fox do?", " where was the queen?"]:
    doc = retrieve(question)
    enc = tok(DOCS[doc] + question, return_tensors="pt")
    out = model.generate(**enc, past_key_values=pool.get(doc), max_new_tokens=4, do_sample=False)
    print(doc, tok.decode(out[0, enc.input_ids.shape[-1]:]))
