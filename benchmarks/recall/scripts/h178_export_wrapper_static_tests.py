# classes: 9 6
"""Tests for the on-device export path: the model is configured for a static cache first, then the
ExecuTorch wrapper is built."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

MODEL_ID = "HuggingFaceTB/SmolLM2-135M"


def load_model():
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
    model.generation_config = GenerationConfig(
        use_cache=True,
        cache_implementation="static",
        cache_config={"batch_size": 1, "max_cache_len": 32},
    )
    model.eval()
    return model


def test_wrapper_builds(model):
    wrapper = TorchExportableModuleWithStaticCache(model)
    assert wrapper is not None


if __name__ == "__main__":
    test_wrapper_builds(load_model())
    print("export wrapper ok")
