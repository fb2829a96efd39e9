# classes: 6 2
"""Which checkpoints wrap for static-cache export as-is? Logs failures and keeps going."""
import logging

from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

logging.basicConfig(level=logging.INFO)
logger = logging.getLogger("export-sweep")

CANDIDATES = [
    "HuggingFaceTB/SmolLM2-135M",
    "Qwen/Qwen2.5-0.5B",
    "meta-llama/Llama-3.2-1B",
]

report = {}
for ckpt in CANDIDATES:
    model = AutoModelForCausalLM.from_pretrained(ckpt)
    try:
        TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=32)
        report[ckpt] = "ok"
    except (AssertionError, ValueError) as exc:
        logger.warning("%s cannot be wrapped: %s", ckpt, exc)
        report[ckpt] = f"failed: {type(exc).__name__}"
        continue

print(f"{'checkpoint':<32} result")
for ckpt, status in report.items():
    print(f"{ckpt:<32} {status}")
