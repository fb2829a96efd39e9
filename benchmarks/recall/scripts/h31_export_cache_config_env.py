# classes: 3 6
"""Export job driven by environment variables, sizes read from cache_config.

EXPORT_MAX_LEN is set by the CI matrix; the batch size is expected to come
from the model's generation_config.cache_config, which the job fills from a
JSON string in EXPORT_CACHE_CFG (default below).
"""
import json
import os

from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

CKPT = os.environ.get("EXPORT_CKPT", "meta-llama/Llama-3.2-1B")
MAX_LEN = int(os.environ.get("EXPORT_MAX_LEN", "64"))
CACHE_CFG = json.loads(os.environ.get("EXPORT_CACHE_CFG", '{"max_cache_len": 64}'))


def prepare(model):
    gc = model.generation_config
    gc.use_cache = True
    gc.cache_implementation = "static"
    gc.cache_config = dict(CACHE_CFG)
    return model


def main():
    model = prepare(AutoModelForCausalLM.from_pretrained(CKPT))
    module = TorchExportableModuleWithStaticCache(model, max_cache_len=MAX_LEN)
    manifest = {"checkpoint": CKPT, "max_cache_len": MAX_LEN, "cache_config": CACHE_CFG}
    with open("export_manifest.json", "w") as fh:
        json.dump(manifest, fh)
    print(module.__class__.__name__, manifest)


if __name__ == "__main__":
    main()
