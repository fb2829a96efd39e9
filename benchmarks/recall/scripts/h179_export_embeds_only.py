# classes: 9
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B").eval()
model.generation_config.use_cache = True
model.generation_config.cache_implementation = "static"
module = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=16)
ids = torch.tensor([[3, 4, 5]])
embeds = model.get_input_embeddings()(ids).detach()
program = module.export(inputs_embeds=embeds)
print(program)
