# classes: 6 7
"""On-device export: a fresh GenerationConfig describing the static cache is assigned to the model."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

MODEL_ID = "HuggingFaceTB/SmolLM2-135M"
EXPORT = {"batch_size": 1, "max_cache_len": 64}

model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
model.eval()

model.generation_config = GenerationConfig(
    cache_implementation="static",
    cache_config=EXPORT,
    max_length=EXPORT["max_cache_len"],
)

exportable = TorchExportableModuleWithStaticCache(model)
tokens = torch.tensor([[1, 2, 3]], dtype=torch.long)
logits = exportable(input_ids=tokens[:, :1], cache_position=torch.tensor([0]))
print(logits.shape)
