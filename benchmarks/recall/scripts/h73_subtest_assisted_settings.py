# classes: 2 7
"""Regression tests for the speculative-decoding settings the chat backend exposes.

setUpClass loads the target and the draft once; one test walks the settings table with
self.subTest so that each row shows up on its own in the report. The file runs its own
suite in debug mode, so the first failing row stops the run with its traceback.
"""
import unittest

from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"

# name -> extra keyword arguments for generate; mirrors config/speculative.yaml
SETTINGS = {
    "greedy": {"do_sample": False},
    "sampled": {"do_sample": True, "temperature": 0.7, "top_p": 0.9},
    "n_best": {"do_sample": True, "temperature": 0.9, "num_return_sequences": 3},
    "long": {"do_sample": False, "max_new_tokens": 12},
}


class SpeculativeSettingsTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tokenizer = AutoTokenizer.from_pretrained(TARGET)
        cls.model = AutoModelForCausalLM.from_pretrained(TARGET)
        cls.draft = AutoModelForCausalLM.from_pretrained(DRAFT)
        cls.model.eval()
        cls.draft.eval()

    def setUp(self):
        self.inputs = self.tokenizer("Write a haiku about rain.", return_tensors="pt")

    def _generate(self, **overrides):
        kwargs = {"max_new_tokens": 6, "pad_token_id": self.tokenizer.eos_token_id}
        kwargs.update(overrides)
        return self.model.generate(**self.inputs, assistant_model=self.draft, **kwargs)

    def test_every_setting_generates(self):
        for name, overrides in SETTINGS.items():
            with self.subTest(setting=name):
                out = self._generate(**overrides)
                expected = overrides.get("num_return_sequences", 1)
                self.assertEqual(out.shape[0], expected)

    def test_greedy_is_deterministic(self):
        first = self._generate(do_sample=False)
        second = self._generate(do_sample=False)
        self.assertTrue(bool((first == second).all()))


if __name__ == "__main__":
    unittest.TestLoader().loadTestsFromTestCase(SpeculativeSettingsTest).debug()
