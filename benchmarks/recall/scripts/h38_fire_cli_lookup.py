# classes: 3 2
"""Prompt-lookup decoding for code completion, exposed with python-fire.

`complete.py lookup` completes every snippet of SNIPPETS in one padded batch using prompt
lookup (n-gram copying from the prompt); `complete.py plain` runs plain greedy decoding.
"""
import fire
from transformers import AutoModelForCausalLM, AutoTokenizer

SNIPPETS = [
    "def add(a, b):\n    return a + b\n\ndef sub(a, b):\n    return",
    "for i in range(10):\n    print(i)\nfor j in range(10):\n    print(",
]


class Completer:
    def __init__(self, model="Qwen/Qwen2.5-Coder-0.5B-Instruct", max_new_tokens=8, ngram=3):
        self.tok = AutoTokenizer.from_pretrained(model, padding_side="left")
        self.model = AutoModelForCausalLM.from_pretrained(model)
        self.max_new_tokens = max_new_tokens
        self.ngram = ngram

    def _encode(self, snippets):
        return self.tok(list(snippets), return_tensors="pt", padding=True)

    def lookup(self, snippets=tuple(SNIPPETS)):
        enc = self._encode(snippets)
        out = self.model.generate(
            **enc,
            prompt_lookup_num_tokens=self.ngram,
            max_new_tokens=self.max_new_tokens,
        )
        return self.tok.batch_decode(out, skip_special_tokens=True)

    def plain(self, snippets=tuple(SNIPPETS)):
        enc = self._encode(snippets)
        out = self.model.generate(**enc, max_new_tokens=self.max_new_tokens)
        return self.tok.batch_decode(out, skip_special_tokens=True)


if __name__ == "__main__":
    results = fire.Fire(Completer, command=["lookup"])
