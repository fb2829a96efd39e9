# classes: 8 9
"""Notebook export: a short fine-tuning step with gradient checkpointing, then ExecuTorch export.

Qwen2.5-0.5B. The training cell sets `model.config.use_cache = False` (gradient checkpointing
warns otherwise); the eval cell restores it before TorchExportableModuleForDecoderOnlyLM.
"""
# %%
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B")

# %%
# In[2]: one tiny training step
model.config.use_cache = False
model.gradient_checkpointing_enable()
model.train()
batch = tokenizer(["hello world, hello world"], return_tensors="pt")
loss = model(**batch, labels=batch["input_ids"]).loss
loss.backward()
print("loss", float(loss))
model.zero_grad()

# %%
model.eval()
model.gradient_checkpointing_disable()
model.config.use_cache = True

# %%
# In[4]: export
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

model.generation_config.use_cache = True
model.generation_config.cache_implementation = "static"
wrapper = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=32)
print(type(wrapper).__name__)
