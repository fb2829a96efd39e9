# classes: 2 9
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

RECIPES = [
    ("bs1-128", {"batch_size": 1, "max_cache_len": 128}),
    ("bs1-default-len", {"batch_size": 1}),
]

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M").eval()
model.generation_config.cache_implementation = "static"

for tag, recipe in RECIPES:
    module = TorchExportableModuleWithStaticCache(model, **recipe)
    print(tag, len(module.static_cache))
