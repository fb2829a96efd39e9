# classes: 2 9
# Export the same model for the cache sizes the Android app asks for.
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model.generation_config = GenerationConfig(use_cache=True, cache_implementation="static")

SHAPES = [(1, 64), (1, 128), (1, None)]  # None: let transformers pick the max length

for batch_size, cache_len in SHAPES:
    wrapped = TorchExportableModuleWithStaticCache(model, batch_size=batch_size, max_cache_len=cache_len)
    print(batch_size, cache_len, "ok")
