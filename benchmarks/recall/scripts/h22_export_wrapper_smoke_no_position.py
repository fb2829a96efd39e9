# classes: 8 9
"""Sanity-check the static-cache export wrapper eagerly before lowering it, token by token."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M", torch_dtype=torch.float32)
model.generation_config.use_cache = True
model.generation_config.cache_implementation = "static"
model.eval()

wrapper = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=16)

token = torch.tensor([[1]], dtype=torch.long)
with torch.no_grad():
    for step in range(3):
        logits = wrapper(input_ids=token)
        token = logits[:, -1:].argmax(-1)
        print(step, token.item())
