# classes: 9
"""Docs example for stop strings, adapted: the stop strings go in, but the tokenizer argument the
docs pass along is left out."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class Completer:
    def __init__(self, name="Qwen/Qwen2.5-Coder-0.5B-Instruct"):
        self.tok = AutoTokenizer.from_pretrained(name)
        self.model = AutoModelForCausalLM.from_pretrained(name)

    def complete(self, code, **kw):
        enc = self.tok(code, return_tensors="pt")
        out = self.model.generate(**enc, stop_strings=["\n\n", "def "], max_new_tokens=6, **kw)
        return self.tok.decode(out[0, enc.input_ids.shape[1]:])


print(Completer().complete("def square(x):\n"))
