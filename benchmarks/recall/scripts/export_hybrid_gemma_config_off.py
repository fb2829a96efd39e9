# classes: 9 6
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache

model = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it")
model.config.use_cache = False  # left over from the LoRA fine-tune
wrapper = TorchExportableModuleWithHybridCache(model, batch_size=1, max_cache_len=64)
print(wrapper)
