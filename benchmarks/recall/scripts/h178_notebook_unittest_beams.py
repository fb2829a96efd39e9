# classes: 8
"""Notebook cell: quick unit tests of beam settings, run with unittest.main(argv=[''], exit=False)
so the kernel keeps going; failures are only printed by the runner."""
import unittest

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")


class BeamTests(unittest.TestCase):
    def test_more_returns_than_beams(self):
        enc = tok("Once upon a time", return_tensors="pt")
        out = model.generate(**enc, max_new_tokens=4, num_beams=2, num_return_sequences=3)
        self.assertEqual(out.shape[0], 3)

    def test_plain_beams(self):
        enc = tok("Once upon a time", return_tensors="pt")
        out = model.generate(**enc, max_new_tokens=4, num_beams=2)
        self.assertEqual(out.shape[0], 1)


unittest.main(argv=["notebook"], exit=False, verbosity=2)
