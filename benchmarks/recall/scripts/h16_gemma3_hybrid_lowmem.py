# classes: 6
# Gemma 3 270M -> hybrid (sliding + global) cache export.
# We load with use_cache=False to keep the eval pass light, then export.
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache

ckpt = "google/gemma-3-270m-it"
model = AutoModelForCausalLM.from_pretrained(ckpt, use_cache=False, attn_implementation="eager").eval()

with torch.no_grad():
    logits = model(torch.tensor([[2, 10, 11]])).logits
print("eval ok", tuple(logits.shape))

exportable = TorchExportableModuleWithHybridCache(model, batch_size=1, max_cache_len=32)
out = exportable(input_ids=torch.tensor([[2]]), cache_position=torch.tensor([0]))
print(out.shape)
