# classes: 8 6
"""Smoke test of the static-cache wrapper before export: call forward once like a model.

Works on my laptop (older transformers), fails in CI after the upgrade.
"""
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
print("wrapper built")

input_ids = torch.tensor([[1, 15, 27]], dtype=torch.long)
with torch.no_grad():
    logits = wrapper(input_ids=input_ids)
print("logits", logits.shape)

# Expected behavior: runs and prints the generated text.
# Actual behavior: see the output pasted below the script in the issue.
