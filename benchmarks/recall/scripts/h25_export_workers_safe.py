# classes: 6 9
"""Export several small checkpoints for on-device use, one export per worker.

A thread pool with an initializer (which sets torch's thread count per worker)
builds the ExecuTorch-ready wrapper for each checkpoint and reports the size of its
static cache.
"""
from concurrent.futures import ThreadPoolExecutor

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

EXPORT_SPECS = [
    {"name": "HuggingFaceTB/SmolLM2-135M", "max_cache_len": 64},
    {"name": "Qwen/Qwen2.5-0.5B", "max_cache_len": 64},
]


def init_worker():
    torch.set_num_threads(1)


def export_one(spec):
    model = AutoModelForCausalLM.from_pretrained(spec["name"])
    model.eval()
    model.generation_config = GenerationConfig(
        use_cache=True,
        cache_implementation="static",
        cache_config={"max_cache_len": spec["max_cache_len"]},
    )
    wrapper = TorchExportableModuleForDecoderOnlyLM(
        model, batch_size=1, max_cache_len=spec["max_cache_len"]
    )
    n_buffers = sum(1 for _ in wrapper.buffers())
    return spec["name"], n_buffers


def main():
    with ThreadPoolExecutor(max_workers=1, initializer=init_worker) as pool:
        for name, n_buffers in pool.map(export_one, EXPORT_SPECS):
            print(f"{name}: wrapper ready, {n_buffers} cache buffers")


if __name__ == "__main__":
    main()
