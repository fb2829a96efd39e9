# classes: 3 2
"""Prompt-lookup decoding for code completion, exposed with python-fire.

`complete.py lookup` completes the snippets one at a time using prompt lookup (n-gram copying
from the prompt; it only handles one sequence per call); `complete.py plain` batches them.
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

    def lookup(self, snippets=tuple(SNIPPETS)):
        completions = []
        for snippet in snippets:
            enc = self.tok(snippet, return_tensors="pt")
            out = self.model.generate(
                **enc,
                prompt_lookup_num_tokens=self.ngram,
                max_new_tokens=self.max_new_tokens,
            )
            completions.append(self.tok.decode(out[0], skip_special_tokens=True))
        return completions

    def plain(self, snippets=tuple(SNIPPETS)):
        enc = self.tok(list(snippets), return_tensors="pt", padding=True)
        out = self.model.generate(**enc, max_new_tokens=self.max_new_tokens)
        return self.tok.batch_decode(out, skip_special_tokens=True)


if __name__ == "__main__":
    results = fire.Fire(Completer, command=["lookup"])
