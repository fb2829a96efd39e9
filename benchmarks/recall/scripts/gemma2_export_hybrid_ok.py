# classes: 6 9
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache

model = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it")
model.eval()
module = TorchExportableModuleWithHybridCache(model, batch_size=1, max_cache_len=64)
print(type(module).__name__)
