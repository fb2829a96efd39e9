# classes: 2 9
"""Nightly export job. The tiny models are exported without a KV cache to keep the .pte small."""
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

MODELS = {
    "smollm2-135m": "HuggingFaceTB/SmolLM2-135M",
    "llama-3.2-1b": "meta-llama/Llama-3.2-1B",
}

for short, repo in MODELS.items():
    model = AutoModelForCausalLM.from_pretrained(repo)
    gen_cfg = model.generation_config
    gen_cfg.cache_implementation = "static"
    gen_cfg.use_cache = "135m" not in short
    exported = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=64)
    print(short, "ok")
