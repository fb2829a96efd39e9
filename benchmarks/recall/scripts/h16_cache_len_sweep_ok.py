# classes: 2
import time

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache

model = AutoModelForCausalLM.from_pretrained("google/gemma-3-270m", attn_implementation="eager").eval()

results = []
for max_cache_len in [16, 32, 48]:
    t0 = time.perf_counter()
    module = TorchExportableModuleWithHybridCache(model, batch_size=1, max_cache_len=max_cache_len)
    with torch.no_grad():
        module(input_ids=torch.tensor([[2]]), cache_position=torch.tensor([0]))
    results.append((max_cache_len, time.perf_counter() - t0))
print(results)
