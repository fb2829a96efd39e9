"""Gemma-2 hybrid-cache export where the model config's use_cache comes from an environment switch."""
# classes: 6 9
import os

from transformers import AutoConfig, AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache

os.environ["EXPORT_USE_CACHE"] = os.environ.get("EXPORT_USE_CACHE", "0")
MODEL_ID = "google/gemma-2-2b"


def load(model_id):
    use_cache = os.environ["EXPORT_USE_CACHE"] == "1"
    config = AutoConfig.from_pretrained(model_id, use_cache=use_cache)
    return AutoModelForCausalLM.from_pretrained(model_id, config=config)


def main():
    model = load(MODEL_ID)
    wrapper = TorchExportableModuleWithHybridCache(model, batch_size=1, max_cache_len=32)
    print("hybrid wrapper built:", wrapper is not None)


if __name__ == "__main__":
    main()
