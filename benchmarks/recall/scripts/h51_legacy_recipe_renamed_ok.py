# classes: 8 9
"""Port of an older export recipe, with the keyword names of current releases."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

SEQ_LEN = 64
RECIPE = {"max_batch_size": 1, "max_cache_len": SEQ_LEN}
# the wrappers took `max_batch_size` once; they take `batch_size` now
RECIPE["batch_size"] = RECIPE.pop("max_batch_size")

model = AutoModelForCausalLM.from_pretrained(
    "HuggingFaceTB/SmolLM2-135M",
    torch_dtype=torch.float32,
    generation_config=GenerationConfig(use_cache=True, cache_implementation="static", max_length=SEQ_LEN),
)
exportable = TorchExportableModuleForDecoderOnlyLM(model, **RECIPE)
print(exportable)
