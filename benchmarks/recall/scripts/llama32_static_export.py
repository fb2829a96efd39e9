# classes: 6 9
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
wrapper = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=128)
print(wrapper)
