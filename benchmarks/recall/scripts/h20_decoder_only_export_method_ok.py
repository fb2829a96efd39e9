# classes: 6 9
"""Export Gemma 2 with the generic decoder-only wrapper's own export(), with a dynamic sequence length."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

MODEL_ID = "google/gemma-2-2b-it"

model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
model.eval()
exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=32)

ids = torch.tensor([[2, 5]])
with torch.no_grad():
    program = exportable.export(input_ids=ids, cache_position=torch.arange(2))
print(program.graph_signature.user_inputs)
