# classes: 9 6
"""Fine-tune SmolLM2-135M for one step and wrap it for ExecuTorch export with a static cache,
without setting the generation config's cache implementation."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
b = tok("hello world once upon a time", return_tensors="pt")
model(**b, labels=b["input_ids"]).loss.backward()
opt.step()
model.eval()

exportable = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=32)
print(type(exportable).__name__)
