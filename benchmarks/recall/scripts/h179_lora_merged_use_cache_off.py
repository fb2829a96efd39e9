# classes: 9 6
"""After merging the LoRA adapter (trained with gradient checkpointing), export for the phone app."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")
# training settings we kept on the merged model
model.config.use_cache = False
model.gradient_checkpointing_enable()
model.eval()

exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=32)
ep = exportable.export(input_ids=torch.tensor([[1, 5, 9]]))
print(ep)
