# classes: 9 6
"""After a LoRA merge, export Gemma 2 2B instruct with the hybrid cache wrapper."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache

model = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it", torch_dtype=torch.float32, use_cache=False)
# ... adapters merged into the base weights here ...
model.config.use_cache = True
model.eval()

hybrid = TorchExportableModuleWithHybridCache(model, batch_size=1, max_cache_len=64)
with torch.no_grad():
    logits = hybrid(input_ids=torch.tensor([[2, 10]]), cache_position=torch.tensor([0, 1]))
print(logits.shape)
