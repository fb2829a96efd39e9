# classes: 6 9
"""Export recipe copied from the docs into a script that first fine-tunes (here: only loads) with
the cache off, as training code does, and switches it back on before exporting."""
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B", use_cache=False)
# ... training loop would go here (gradient checkpointing needs use_cache=False) ...
model.config.use_cache = True

model.generation_config = GenerationConfig(
    use_cache=model.config.use_cache,
    cache_implementation="static",
    cache_config={"batch_size": 1, "max_cache_len": 32},
)
exportable = TorchExportableModuleWithStaticCache(model)
print(exportable.__class__.__name__)
