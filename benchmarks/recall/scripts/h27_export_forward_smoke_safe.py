# classes: 8 6
"""Smoke test of the static-cache wrapper, passing cache_position as the export examples do."""
import platform
import transformers
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

# --- system info (issue template) ---
print("python      :", platform.python_version())
print("transformers:", transformers.__version__)
print("platform    :", platform.platform())
print("torch       :", torch.__version__)

model = AutoModelForCausalLM.from_pretrained(
    "meta-llama/Llama-3.2-1B",
    generation_config=GenerationConfig(
        use_cache=True,
        cache_implementation="static",
        cache_config={"batch_size": 1, "max_cache_len": 32},
    ),
)
wrapper = TorchExportableModuleWithStaticCache(model)

input_ids = torch.tensor([[1]], dtype=torch.long)
cache_position = torch.tensor([0], dtype=torch.long)
with torch.no_grad():
    logits = wrapper(input_ids=input_ids, cache_position=cache_position)
print("logits", logits.shape)

# Expected behavior: runs and prints the generated text.
# Actual behavior: see the output pasted below the script in the issue.
