# classes: 8
"""Harness wrapper with a context window: long few-shot contexts are cut from the left to keep a budget."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class WindowedLM:
    def __init__(self, pretrained, max_length=16, max_gen_toks=6):
        self.tok = AutoTokenizer.from_pretrained(pretrained)
        self.model = AutoModelForCausalLM.from_pretrained(pretrained)
        self.max_length = max_length
        self.max_gen_toks = max_gen_toks

    def generate_until(self, requests):
        out = []
        for ctx, _ in requests:
            ids = self.tok(ctx, return_tensors="pt").input_ids
            ids = ids[:, -(self.max_length - self.max_gen_toks) :]
            with torch.no_grad():
                seq = self.model.generate(
                    ids, attention_mask=torch.ones_like(ids), max_new_tokens=self.max_gen_toks, do_sample=False
                )
            out.append(self.tok.decode(seq[0, ids.shape[1] :], skip_special_tokens=True))
        return out


lm = WindowedLM("EleutherAI/pythia-70m")
few_shot = (
    "the quick brown fox jumps over the lazy dog . "
    "the quick brown fox jumps over the lazy dog . "
    "tell me a story about"
)
print(lm.generate_until([("one two three", {}), (few_shot, {})]))
