# classes: 9 2
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

EXPORT_SETTINGS = dict(
    use_cache=True,
    cache_implementation="dynamic",
    cache_config={"batch_size": 1, "max_cache_len": 32},
)

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
unused = model.generation_config.update(**EXPORT_SETTINGS)
print("unused keys:", unused)
wrapped = TorchExportableModuleWithStaticCache(model)
print(wrapped)
