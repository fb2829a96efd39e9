# classes: 8 6
"""Gemma 3 270M to ExecuTorch, the shortest thing that could work (from a forum question).

"Need to specify either input_ids or inputs_embeds" -- I thought export() makes its own
example inputs?
"""
import platform
import transformers
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

# --- system info (issue template) ---
print("python      :", platform.python_version())
print("transformers:", transformers.__version__)
print("platform    :", platform.platform())

model_id = "google/gemma-3-270m-it"
print("loading", model_id)
model = AutoModelForCausalLM.from_pretrained(model_id)
model.eval()

exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=32)
print("wrapper ready:", type(exportable).__name__)
print("sliding window:", model.config.sliding_window)
print("layer types:", model.config.layer_types[:4])

program = exportable.export(strict=False)
print(program)

# Expected behavior: runs and prints the generated text.
# Actual behavior: see the output pasted below the script in the issue.
