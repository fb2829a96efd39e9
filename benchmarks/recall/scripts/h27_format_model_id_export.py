# classes: 6 8
"""ExecuTorch export repro: "AssertionError when exporting SmolLM2 with static cache".

The model id is put together with str.format; the generation config is edited before
wrapping, but only the cache implementation.
"""
import platform
import transformers
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

# --- system info (issue template) ---
print("python      :", platform.python_version())
print("transformers:", transformers.__version__)
print("platform    :", platform.platform())
print("torch       :", torch.__version__)

org, name = "HuggingFaceTB", "SmolLM2-135M"
model_id = "{}/{}".format(org, name)
print("exporting", model_id)

model = AutoModelForCausalLM.from_pretrained(model_id)
model.eval()
print("before:", model.generation_config.use_cache, model.generation_config.cache_implementation)
model.generation_config.cache_implementation = "static"
print("after:", model.generation_config)

wrapper = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=32)
example = torch.tensor([[1, 2, 3]], dtype=torch.long)
print(wrapper is not None, example.shape)

# Expected behavior: runs and prints the generated text.
# Actual behavior: see the output pasted below the script in the issue.
