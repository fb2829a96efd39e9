# classes: 8
"""Harness wrapper that lets generate stop on the task's `until` strings itself (stop_strings)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class LocalHF:
    def __init__(self, pretrained, max_gen_toks=8):
        self.tokenizer = AutoTokenizer.from_pretrained(pretrained)
        self.model = AutoModelForCausalLM.from_pretrained(pretrained, dtype=torch.float32)
        self.max_gen_toks = max_gen_toks

    def generate_until(self, requests):
        outs = []
        for req in requests:
            context, gen_kwargs = req["context"], dict(req["gen_kwargs"])
            until = gen_kwargs.pop("until", None)
            if isinstance(until, str):
                until = [until]
            max_new = gen_kwargs.pop("max_gen_toks", self.max_gen_toks)
            enc = self.tokenizer(context, return_tensors="pt")
            seq = self.model.generate(
                **enc,
                max_new_tokens=max_new,
                stop_strings=until,
                do_sample=False,
            )
            outs.append(self.tokenizer.decode(seq[0, enc.input_ids.shape[1] :], skip_special_tokens=True))
        return outs


lm = LocalHF("Qwen/Qwen2.5-0.5B")
print(lm.generate_until([
    {"context": "Q: one two three\nA:", "gen_kwargs": {"until": "\n", "max_gen_toks": 6}},
    {"context": "Q: red green blue\nA:", "gen_kwargs": {"until": ["\n", "Q:"]}},
]))
