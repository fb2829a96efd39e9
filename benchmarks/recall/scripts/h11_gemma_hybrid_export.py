# classes: 6 9
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache

checkpoint = "google/gemma-2-2b-it"
model = AutoModelForCausalLM.from_pretrained(checkpoint, attn_implementation="eager")
model.eval()

# gemma-2 ships cache_implementation="hybrid" in its generation_config.json; the hybrid
# wrapper reads the sizes from cache_config when no argument is given
print("cache impl:", model.generation_config.cache_implementation)
exportable = TorchExportableModuleWithHybridCache(model, max_cache_len=64)
print(exportable.cache)
