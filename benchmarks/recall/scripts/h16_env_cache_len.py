# classes: 3
"""CI job: export the on-device model; sizes come from the CI environment."""
import os

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

MODEL_ID = os.environ.get("EXPORT_MODEL", "google/gemma-2-2b-it")
BATCH = int(os.environ.get("EXPORT_BATCH", "1"))
MAX_CACHE_LEN = os.environ.get("EXPORT_MAX_CACHE_LEN")
MAX_CACHE_LEN = int(MAX_CACHE_LEN) if MAX_CACHE_LEN else None

model = AutoModelForCausalLM.from_pretrained(MODEL_ID, attn_implementation="eager").eval()
exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=BATCH, max_cache_len=MAX_CACHE_LEN)
print("ready", type(exportable.model).__name__)
