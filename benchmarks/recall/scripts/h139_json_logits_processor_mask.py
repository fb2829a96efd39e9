# classes: 7 8
"""Structured output with a logits processor of one's own: tokens outside an allowed
set are masked, the processor is handed to generate in a LogitsProcessorList."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, LogitsProcessor, LogitsProcessorList


class AllowedTokens(LogitsProcessor):
    def __init__(self, allowed):
        self.allowed = torch.tensor(sorted(set(allowed)))

    def __call__(self, input_ids, scores):
        mask = torch.full_like(scores, float("-inf"))
        mask[:, self.allowed] = 0
        return scores + mask


tok = AutoTokenizer.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
allowed = tok('{}[]:,"0123456789 truefalsenull', add_special_tokens=False).input_ids + [tok.eos_token_id]
enc = tok("Reply as JSON: how many dogs?", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=10, logits_processor=LogitsProcessorList([AllowedTokens(allowed)]))
print(tok.decode(out[0, enc.input_ids.shape[1] :], skip_special_tokens=True))
