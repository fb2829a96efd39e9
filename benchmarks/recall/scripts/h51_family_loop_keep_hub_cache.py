# classes: 2 6 9
"""Nightly on-device export of the small-model zoo.

Each checkpoint keeps whatever cache layout its hub generation config asks for; the ones that
ask for nothing get the static cache the runner expects.
"""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

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
    gen = model.generation_config
    gen.use_cache = True
    if gen.cache_implementation is None:
        gen.cache_implementation = "static"
    gen.cache_config = {"batch_size": 1, "max_cache_len": MAX_CACHE}
    exported[repo] = TorchExportableModuleWithStaticCache(model)
    print("wrapped", repo)

print(len(exported), "models wrapped")
