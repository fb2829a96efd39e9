# classes: 6 9
"""torch.export the generic decoder-only wrapper directly, so we control strictness and dynamic shapes."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

model = AutoModelForCausalLM.from_pretrained("google/gemma-3-270m-it", torch_dtype=torch.float32)
model.eval()
exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=32)

example_kwargs = {"input_ids": torch.tensor([[2, 3]]), "cache_position": torch.arange(2)}
with torch.no_grad():
    program = torch.export.export(exportable, args=(), kwargs=example_kwargs, strict=False)
print(program.graph_signature.user_inputs)
