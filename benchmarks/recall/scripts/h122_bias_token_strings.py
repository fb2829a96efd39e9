# classes: 8 7
"""A small generator class that discourages words; it keys sequence_bias by the word's token
strings (tokenizer.tokenize) instead of its ids."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class SteeredGenerator:
    def __init__(self, name, avoid):
        self.tokenizer = AutoTokenizer.from_pretrained(name)
        self.model = AutoModelForCausalLM.from_pretrained(name)
        self.bias = {tuple(self.tokenizer.tokenize(" " + w)): -9.0 for w in avoid}

    def __call__(self, prompt, **kw):
        enc = self.tokenizer(prompt, return_tensors="pt")
        out = self.model.generate(**enc, sequence_bias=self.bias, pad_token_id=self.tokenizer.eos_token_id, **kw)
        return self.tokenizer.decode(out[0], skip_special_tokens=True)


gen = SteeredGenerator("openai-community/gpt2", ["dog", "cat"])
print(gen("My pet is a", max_new_tokens=5))
