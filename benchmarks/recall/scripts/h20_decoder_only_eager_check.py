# classes: 6 9
"""Before exporting, check the wrapper's eager logits against the plain model's."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

MODEL_ID = "google/gemma-2-2b-it"

model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
model.eval()
exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=32)

ids = torch.tensor([[2]])
with torch.no_grad():
    wrapped_logits = exportable(input_ids=ids, cache_position=torch.tensor([0]))
    plain_logits = model(input_ids=ids).logits
print("max diff", (wrapped_logits - plain_logits).abs().max().item())
