# classes: 9 6
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct").eval()
model.generation_config.cache_implementation = "dynamic"
model.generation_config.use_cache = True
module = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=16)
print(module(input_ids=torch.tensor([[4]]), cache_position=torch.tensor([0])).shape)
