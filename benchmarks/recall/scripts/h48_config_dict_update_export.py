# classes: 7 8
"""Export a model for ExecuTorch after restoring its training-time config overrides.

The training run stored its model-config overrides (gradient checkpointing turned the cache
off) and the export script re-applies them with `model.config.__dict__.update(...)`.
"""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

MODEL_ID = "HuggingFaceTB/SmolLM2-135M"
TRAIN_OVERRIDES = {"use_cache": False, "tie_word_embeddings": True}

model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
model.config.__dict__.update(TRAIN_OVERRIDES)
model.generation_config.use_cache = True
model.generation_config.cache_implementation = "static"

exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=32)
print(type(exportable).__name__)
