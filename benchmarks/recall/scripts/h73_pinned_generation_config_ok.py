# classes: 2 7
"""Regression test pinning the generation settings of the support bot.

PINNED is the GenerationConfig the bot ships with; the tests check it round-trips through
save_pretrained and that prompt lookup on top of it gives the greedy answer. Runs with
unittest.main(failfast=True) and turns a failed run into a non-zero exit for CI.
"""
import tempfile
import unittest

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

CHECKPOINT = "HuggingFaceTB/SmolLM2-135M-Instruct"

PINNED = GenerationConfig(
    max_new_tokens=6,
    do_sample=False,
    num_beams=1,
    use_cache=True,
    repetition_penalty=1.0,
)


class PinnedSettingsTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tokenizer = AutoTokenizer.from_pretrained(CHECKPOINT)
        cls.model = AutoModelForCausalLM.from_pretrained(CHECKPOINT)

    def test_round_trip(self):
        with tempfile.TemporaryDirectory() as tmp:
            PINNED.save_pretrained(tmp)
            loaded = GenerationConfig.from_pretrained(tmp)
        self.assertEqual(loaded.max_new_tokens, 6)
        self.assertFalse(loaded.do_sample)

    def test_lookup_matches_greedy(self):
        inputs = self.tokenizer("Order 1234 shipped. Order 1234 status:", return_tensors="pt")
        greedy = self.model.generate(**inputs, generation_config=PINNED)
        lookup = self.model.generate(**inputs, generation_config=PINNED, prompt_lookup_num_tokens=4)
        self.assertEqual(greedy.shape[0], lookup.shape[0])


if __name__ == "__main__":
    program = unittest.main(exit=False, failfast=True)
    if not program.result.wasSuccessful():
        raise SystemExit(1)
