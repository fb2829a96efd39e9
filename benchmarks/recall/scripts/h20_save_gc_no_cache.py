# classes: 6 9
"""Prepare a local export folder: generation settings for the device runner saved with the weights."""
import os
import tempfile

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import convert_and_export_with_cache

with tempfile.TemporaryDirectory() as tmp:
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M", torch_dtype=torch.float32)
    gc = model.generation_config
    gc.cache_implementation = "static"
    gc.cache_config = {"batch_size": 1, "max_cache_len": 32}
    gc.use_cache = False  # the runner manages its own cache buffers
    model.save_pretrained(os.path.join(tmp, "smollm2-export"))

    reloaded = AutoModelForCausalLM.from_pretrained(os.path.join(tmp, "smollm2-export"))
    program = convert_and_export_with_cache(reloaded)
    print(program.graph_signature.user_inputs)
