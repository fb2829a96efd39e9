# classes: 5 7
"""A small FAQ bot: the shared preamble's cache is built when the bot starts, and each
answer starts from `copy.copy` of it (a shallow copy, which shares the cache's layers)."""

import copy

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache


class FaqBot:
    def __init__(self, name="HuggingFaceTB/SmolLM2-360M"):
        self.tok = AutoTokenizer.from_pretrained(name)
        self.model = AutoModelForCausalLM.from_pretrained(name)
        self.preamble = "answer with one word . the sky is blue . the grass is green . the fox is red . "
        enc = self.tok(self.preamble, return_tensors="pt")
        self.cache = DynamicCache()
        with torch.no_grad():
            self.model(**enc, past_key_values=self.cache)

    def ask(self, question):
        enc = self.tok(self.preamble + question, return_tensors="pt")
        cache = copy.copy(self.cache)
        out = self.model.generate(**enc, past_key_values=cache, max_new_tokens=12, do_sample=False)
        return self.tok.decode(out[0, enc["input_ids"].shape[-1]:], skip_special_tokens=True)


bot = FaqBot()
print(bot.ask("what is the sky and what is the grass and what is the fox ?"))
print(bot.ask("fox ?"))
