# classes: 6 9
"""ExecuTorch recipe adapted: the static-cache settings go in with one
`model.generation_config.update(...)` call, the cache_config holding the batch size and length."""
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


def load_for_export(checkpoint: str, **cache):
    model = AutoModelForCausalLM.from_pretrained(checkpoint)
    model.generation_config.update(use_cache=True, cache_implementation="static", cache_config=cache)
    return TorchExportableModuleWithStaticCache(model)


module = load_for_export("Qwen/Qwen2.5-0.5B-Instruct", batch_size=1, max_cache_len=32)
print(module)
