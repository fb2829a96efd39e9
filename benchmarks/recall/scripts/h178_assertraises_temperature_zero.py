# classes: 8
"""Checks that our config validation rejects a zero temperature before it reaches the model; the
call that should refuse it is wrapped in assertRaises."""
import unittest

from transformers import AutoModelForCausalLM, AutoTokenizer


class TemperatureValidation(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
        cls.model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

    def test_zero_temperature_rejected(self):
        enc = self.tok("Say hi", return_tensors="pt")
        with self.assertRaises(ValueError):
            self.model.generate(**enc, max_new_tokens=3, do_sample=True, temperature=0.0)

    def test_positive_temperature(self):
        enc = self.tok("Say hi", return_tensors="pt")
        out = self.model.generate(**enc, max_new_tokens=3, do_sample=True, temperature=0.7)
        self.assertGreater(out.shape[1], enc["input_ids"].shape[1])


if __name__ == "__main__":
    unittest.main(exit=False)
