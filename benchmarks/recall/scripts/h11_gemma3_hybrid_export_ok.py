# classes: 6
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache

checkpoint = "google/gemma-3-270m-it"
model = AutoModelForCausalLM.from_pretrained(checkpoint, attn_implementation="eager").eval()
print("cache impl:", model.generation_config.cache_implementation)
exportable = TorchExportableModuleWithHybridCache(model, batch_size=1, max_cache_len=64)
print(type(exportable.cache).__name__)
