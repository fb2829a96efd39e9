# classes: 9
"""On-device export of the NeMo base model, loaded the way the fine-tuning script loads it
(no KV cache during training)."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

model = AutoModelForCausalLM.from_pretrained("mistralai/Mistral-Nemo-Base-2407", use_cache=False)
model.eval()
wrapper = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=32)
program = wrapper.export(input_ids=torch.tensor([[2, 5]]), cache_position=torch.tensor([0, 1]))
print(program.graph_signature)
