# classes: 9 6
# Gemma 3 to ExecuTorch with the hybrid wrapper; the training leftover is undone.
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache

model = AutoModelForCausalLM.from_pretrained("google/gemma-3-1b-it")
model.config.use_cache = False  # training leftover from the fine-tuning notebook
model.config.use_cache = True
wrapped = TorchExportableModuleWithHybridCache(model, batch_size=1, max_cache_len=64)
print(type(wrapped).__name__)
