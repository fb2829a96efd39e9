# classes: 9
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2").eval()
model.generation_config.use_cache = True
model.generation_config.cache_implementation = "static"
program = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=16).export(
    input_ids=torch.tensor([[464, 2068]])
)
print(program.graph_signature.user_outputs)
