# classes: 6 9
"""After fine-tuning, turn the cache back on, save locally and export from the folder."""
import os
import tempfile

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

BASE = "Qwen/Qwen2.5-0.5B-Instruct"

with tempfile.TemporaryDirectory() as workdir:
    model = AutoModelForCausalLM.from_pretrained(BASE, torch_dtype=torch.float32)
    model.config.use_cache = False  # needed for gradient checkpointing during the fine-tune
    # ... training loop elided ...
    model.config.use_cache = True
    model.generation_config.use_cache = True
    model.generation_config.cache_implementation = "static"
    out_dir = os.path.join(workdir, "qwen-sft")
    model.save_pretrained(out_dir)

    tuned = AutoModelForCausalLM.from_pretrained(out_dir, torch_dtype=torch.float32)
    tuned.eval()
    exportable = TorchExportableModuleForDecoderOnlyLM(tuned, batch_size=1, max_cache_len=32)
    print(type(exportable).__name__)
