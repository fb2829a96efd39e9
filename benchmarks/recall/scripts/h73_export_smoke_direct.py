# classes: 9 7
"""Export smoke tests for the on-device build, called directly (no test runner on the device box).

The TestCase is shared with the CI suite; here the release script instantiates it and calls
the export checks one by one so that the first failure aborts the release.
"""
import unittest

from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

CHECKPOINT = "HuggingFaceTB/SmolLM2-135M"


class ExportSmokeTest(unittest.TestCase):
    max_cache_len = 64

    @classmethod
    def setUpClass(cls):
        cls.model = AutoModelForCausalLM.from_pretrained(CHECKPOINT)
        cls.model.eval()

    def test_generation_config_present(self):
        self.assertIsNotNone(self.model.generation_config)

    def test_static_wrapper_builds(self):
        wrapper = TorchExportableModuleWithStaticCache(
            self.model, batch_size=1, max_cache_len=self.max_cache_len
        )
        self.assertIs(wrapper.model, self.model)


if __name__ == "__main__":
    ExportSmokeTest.setUpClass()
    case = ExportSmokeTest()
    case.test_generation_config_present()
    case.test_static_wrapper_builds()
    print("export smoke ok")
