# classes: 6 9
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model_name = "Qwen/Qwen2.5-0.5B-Instruct"
model = AutoModelForCausalLM.from_pretrained(model_name, torch_dtype=torch.float32)
model.config.use_cache = False  # we evaluated perplexity first, no cache needed there

# Rebuild a fresh generation config from the model config for the exported program
generation_config = GenerationConfig.from_model_config(model.config)
generation_config.cache_implementation = "static"
generation_config.cache_config = {"batch_size": 1, "max_cache_len": 64}
model.generation_config = generation_config

exported = TorchExportableModuleWithStaticCache(model)
print(exported)
