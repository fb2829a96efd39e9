# classes: 7 8
"""Synthetic data without a forbidden word: a custom logits processor bans its token ids."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, LogitsProcessor, LogitsProcessorList


class BanTokens(LogitsProcessor):
    def __init__(self, ids):
        self.ids = ids

    def __call__(self, input_ids, scores):
        scores[:, self.ids] = -float("inf")
        return scores


tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
banned = tok("dog", add_special_tokens=False).input_ids
enc = tok("my pet is a", return_tensors="pt")
out = model.generate(**enc, logits_processor=LogitsProcessorList([BanTokens(banned)]), max_new_tokens=5)
assert not any(t in banned for t in out[0, enc.input_ids.shape[1]:].tolist())
print(tok.decode(out[0], skip_special_tokens=True), torch.__version__ != "")
