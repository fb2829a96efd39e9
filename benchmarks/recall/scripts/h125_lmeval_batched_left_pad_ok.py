# classes: 8
"""Batched generate_until: requests grouped by gen_kwargs, sorted by length, padded on the left."""
from collections import defaultdict

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class BatchedHF:
    def __init__(self, pretrained, batch_size=4):
        self.tokenizer = AutoTokenizer.from_pretrained(pretrained, padding_side="left")
        if self.tokenizer.pad_token is None:
            self.tokenizer.pad_token = self.tokenizer.eos_token
        self.model = AutoModelForCausalLM.from_pretrained(pretrained).eval()
        self.batch_size = batch_size

    def generate_until(self, requests):
        groups = defaultdict(list)
        for i, (ctx, gk) in enumerate(requests):
            groups[tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in gk.items()))].append((i, ctx))
        results = [None] * len(requests)
        for key, items in groups.items():
            gk = dict(key)
            until = list(gk.pop("until", ()))
            max_gen = gk.pop("max_gen_toks", 8)
            items.sort(key=lambda x: -len(x[1]))
            for start in range(0, len(items), self.batch_size):
                chunk = items[start : start + self.batch_size]
                enc = self.tokenizer([c for _, c in chunk], return_tensors="pt", padding=True)
                with torch.no_grad():
                    out = self.model.generate(
                        **enc, max_new_tokens=max_gen, pad_token_id=self.tokenizer.pad_token_id, **gk
                    )
                for (idx, _), row in zip(chunk, out[:, enc.input_ids.shape[1] :]):
                    text = self.tokenizer.decode(row, skip_special_tokens=True)
                    for u in until:
                        text = text.split(u)[0]
                    results[idx] = text
        return results


lm = BatchedHF("openai-community/gpt2", batch_size=2)
greedy = {"until": ["\n"], "do_sample": False, "max_gen_toks": 6}
print(lm.generate_until([
    ("the quick brown fox jumps over", greedy),
    ("hello world", greedy),
    ("once upon a time there lived a king", greedy),
]))
