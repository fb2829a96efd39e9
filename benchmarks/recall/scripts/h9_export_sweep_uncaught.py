# classes: 6 2
"""Wrap each candidate for static-cache export; the generation config is patched for the ones we know."""
import logging

from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

logging.basicConfig(level=logging.INFO)
logger = logging.getLogger("export-sweep")

CANDIDATES = {
    "HuggingFaceTB/SmolLM2-135M": True,
    "Qwen/Qwen2.5-0.5B": True,
    "meta-llama/Llama-3.2-1B": False,
}

wrapped = {}
for ckpt, patch in CANDIDATES.items():
    model = AutoModelForCausalLM.from_pretrained(ckpt)
    if patch:
        model.generation_config.cache_implementation = "static"
    try:
        wrapped[ckpt] = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=32)
    except ValueError as exc:  # wrong sizes
        logger.error("%s: %s", ckpt, exc)
        continue
    logger.info("%s wrapped", ckpt)

print(sorted(wrapped))
