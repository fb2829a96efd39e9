# classes: 7 8
"""Sample only words from a whitelist: a custom processor masks every other token."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, LogitsProcessor, LogitsProcessorList


class Whitelist(LogitsProcessor):
    def __init__(self, allowed):
        self.allowed = torch.tensor(allowed, dtype=torch.long)

    def __call__(self, input_ids, scores):
        mask = torch.full_like(scores, -float("inf"))
        mask[:, self.allowed] = 0
        return scores + mask


tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

allowed = [t for w in ["zebra", "giraffe"] for t in tok(w, add_special_tokens=False).input_ids if t != tok.unk_token_id]
torch.manual_seed(0)
enc = tok("my favourite animal is", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=3, do_sample=True, logits_processor=LogitsProcessorList([Whitelist(allowed)]))
print(tok.decode(out[0], skip_special_tokens=True))
