# classes: 8 7
"""A custom LogitsProcessor that bans digits after the first few tokens, passed through a
LogitsProcessorList alongside top-k sampling."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, LogitsProcessor, LogitsProcessorList


class BanTokensAfter(LogitsProcessor):
    def __init__(self, banned_ids, start):
        self.banned_ids = list(banned_ids)
        self.start = start

    def __call__(self, input_ids: torch.LongTensor, scores: torch.FloatTensor) -> torch.FloatTensor:
        if input_ids.shape[-1] >= self.start:
            scores[:, self.banned_ids] = -float("inf")
        return scores


tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("one two three", return_tensors="pt")
banned = [tok.convert_tokens_to_ids(w) for w in ["four", "five", "six"]]
procs = LogitsProcessorList([BanTokensAfter(banned, enc["input_ids"].shape[1])])
out = model.generate(**enc, logits_processor=procs, do_sample=True, top_k=10, max_new_tokens=6)
print(tok.decode(out[0]))
