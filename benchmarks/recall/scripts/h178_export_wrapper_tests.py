# classes: 9 6
"""Tests for the on-device export path: build the ExecuTorch wrapper for the model and export it."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

MODEL_ID = "HuggingFaceTB/SmolLM2-135M"


def load_model():
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
    model.eval()
    return model


def test_wrapper_builds(model):
    wrapper = TorchExportableModuleWithStaticCache(model)
    assert wrapper is not None


if __name__ == "__main__":
    test_wrapper_builds(load_model())
    print("export wrapper ok")
