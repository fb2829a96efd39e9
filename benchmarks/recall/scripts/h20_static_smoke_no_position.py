# classes: 9
"""Smoke-test the static wrapper eagerly before a long export run."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained(
    "HuggingFaceTB/SmolLM2-135M",
    generation_config=GenerationConfig(
        use_cache=True, cache_implementation="static", cache_config={"batch_size": 1, "max_cache_len": 32}
    ),
)
model.eval()
wrapper = TorchExportableModuleWithStaticCache(model)
with torch.no_grad():
    logits = wrapper(input_ids=torch.tensor([[1]]))
print("smoke ok", tuple(logits.shape))
