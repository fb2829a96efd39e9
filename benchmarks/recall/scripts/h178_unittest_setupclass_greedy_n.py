# classes: 8 7
"""Unit tests for the summarizer wrapper; the model is loaded once in setUpClass. Run in the
debugger-friendly way (suite.debug()) so a failure stops with its traceback."""
import unittest

from transformers import AutoModelForCausalLM, AutoTokenizer


class Summarizer:
    def __init__(self, model, tok):
        self.model = model
        self.tok = tok

    def generate(self, text, n=1, **kw):
        enc = self.tok(text, return_tensors="pt")
        out = self.model.generate(**enc, max_new_tokens=5, num_return_sequences=n,
                                  pad_token_id=self.tok.eos_token_id, **kw)
        return self.tok.batch_decode(out, skip_special_tokens=True)


class SummarizerTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        tok = AutoTokenizer.from_pretrained("gpt2")
        model = AutoModelForCausalLM.from_pretrained("gpt2")
        cls.summ = Summarizer(model, tok)

    def test_single(self):
        self.assertEqual(len(self.summ.generate("hello there")), 1)

    def test_alternatives(self):
        outs = self.summ.generate("hello there", n=3)
        self.assertEqual(len(outs), 3)


if __name__ == "__main__":
    unittest.defaultTestLoader.loadTestsFromTestCase(SummarizerTest).debug()
