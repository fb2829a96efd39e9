# classes: 2 6 9
"""Nightly on-device export of the small-model zoo through the decoder-only recipe."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

ZOO = [
    "HuggingFaceTB/SmolLM2-135M-Instruct",
    "Qwen/Qwen2.5-0.5B-Instruct",
    "google/gemma-2-2b-it",
    "meta-llama/Llama-3.2-1B-Instruct",
]
MAX_CACHE = 64

exported = {}
for repo in ZOO:
    model = AutoModelForCausalLM.from_pretrained(repo, torch_dtype=torch.float32, attn_implementation="eager")
    model.generation_config.use_cache = True
    model.generation_config.cache_implementation = "static"
    exported[repo] = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=MAX_CACHE)
    print("wrapped", repo, type(exported[repo].model).__name__)

print(len(exported), "models wrapped")
