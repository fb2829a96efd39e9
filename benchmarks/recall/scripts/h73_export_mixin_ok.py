# classes: 9 7
"""Export tests shared through a mixin: one class per checkpoint the app ships.

ExportChecksMixin sets the static export config on the model before wrapping it, so both
wrappers see use_cache, cache_implementation and the cache sizes. The classes run in debug
mode from __main__.
"""
import unittest

from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import (
    TorchExportableModuleForDecoderOnlyLM,
    TorchExportableModuleWithStaticCache,
)


class ExportChecksMixin:
    CHECKPOINT = None
    MAX_CACHE_LEN = 48

    @classmethod
    def setUpClass(cls):
        cls.model = AutoModelForCausalLM.from_pretrained(cls.CHECKPOINT)
        cls.model.generation_config = GenerationConfig(
            use_cache=True,
            cache_implementation="static",
            cache_config={"batch_size": 1, "max_cache_len": cls.MAX_CACHE_LEN},
        )

    def test_static_wrapper(self):
        wrapper = TorchExportableModuleWithStaticCache(self.model)
        self.assertIsNotNone(wrapper)

    def test_decoder_only_wrapper(self):
        wrapper = TorchExportableModuleForDecoderOnlyLM(self.model, batch_size=1, max_cache_len=self.MAX_CACHE_LEN)
        self.assertIsNotNone(wrapper)


class SmolLMExportTest(ExportChecksMixin, unittest.TestCase):
    CHECKPOINT = "HuggingFaceTB/SmolLM2-135M"


class QwenExportTest(ExportChecksMixin, unittest.TestCase):
    CHECKPOINT = "Qwen/Qwen2.5-0.5B"


if __name__ == "__main__":
    for case in (SmolLMExportTest, QwenExportTest):
        unittest.TestLoader().loadTestsFromTestCase(case).debug()
    print("export mixin suite ok")
