# classes: 6 9
"""Export recipe kept as JSON; batch size and cache length both come from it."""
import json

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

RECIPE = json.loads(
    """
    {
      "model": "meta-llama/Llama-3.2-1B",
      "export": {"cache_implementation": "static", "batch_size": 1, "max_cache_len": 64}
    }
    """
)
export_cfg = RECIPE["export"]

model = AutoModelForCausalLM.from_pretrained(RECIPE["model"], torch_dtype=torch.float32)
model.generation_config = GenerationConfig(
    use_cache=True,
    cache_implementation=export_cfg["cache_implementation"],
    cache_config={"batch_size": export_cfg["batch_size"], "max_cache_len": export_cfg["max_cache_len"]},
)
model.eval()

exportable = TorchExportableModuleWithStaticCache(model)
with torch.no_grad():
    logits = exportable(input_ids=torch.tensor([[1]]), cache_position=torch.tensor([0]))
print("wrapped", RECIPE["model"], tuple(logits.shape))
