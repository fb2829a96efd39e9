# classes: 2 8
"""subTest loop over min-p sampling settings; the suite runs with .debug() from the CLI so the
first error surfaces with its full traceback."""
import unittest

from transformers import AutoModelForCausalLM, AutoTokenizer

MIN_P_VALUES = [0.05, 0.1, 0.2]


class MinPTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
        cls.model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

    def test_min_p(self):
        enc = self.tok("List three fruits:", return_tensors="pt")
        for min_p in MIN_P_VALUES:
            with self.subTest(min_p=min_p):
                out = self.model.generate(**enc, max_new_tokens=3, do_sample=True, min_p=min_p)
                self.assertEqual(out.shape[0], 1)


if __name__ == "__main__":
    MinPTest.setUpClass()
    MinPTest("test_min_p").debug()
