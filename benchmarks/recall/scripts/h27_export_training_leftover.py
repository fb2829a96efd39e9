# classes: 6 9
"""export_pte.py -- the model-loading lines were copy-pasted from the fine-tuning script,
including use_cache=False. Error: "The model must have caching enabled to be performant."
"""
import platform
import transformers
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

# --- system info (issue template) ---
print("python      :", platform.python_version())
print("transformers:", transformers.__version__)
print("platform    :", platform.platform())
print("torch       :", torch.__version__)

MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"
MAX_LEN = 64

# --- copied from train.py ---
model = AutoModelForCausalLM.from_pretrained(
    MODEL_ID,
    torch_dtype=torch.float32,
    use_cache=False,  # needed for gradient checkpointing
)
tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
# --- end copy ---

model.generation_config.use_cache = True
model.generation_config.cache_implementation = "static"
print("gen config:", model.generation_config.use_cache, model.generation_config.cache_implementation)

exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=MAX_LEN)
ids = tokenizer("hello", return_tensors="pt")["input_ids"]
print("ok", ids.shape)

# Expected behavior: runs and prints the generated text.
# Actual behavior: see the output pasted below the script in the issue.
