# classes: 9 8
"""Notebook export: chat with SmolLM2, then export it for ExecuTorch in the last cells.

A latency cell mid-notebook sets `model.generation_config.use_cache = False`; the export
cells set the static cache implementation but never touch use_cache again.
"""
# %%
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model_id = "HuggingFaceTB/SmolLM2-135M-Instruct"
tokenizer = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id)

# %%
msgs = [{"role": "user", "content": "Hi! What is 2 + 2?"}]
ids = tokenizer.apply_chat_template(msgs, add_generation_prompt=True, return_tensors="pt", return_dict=True)
print(tokenizer.decode(model.generate(**ids, max_new_tokens=6)[0]))

# %%
# latency without KV cache, for the blog post table
model.generation_config.use_cache = False
print(tokenizer.decode(model.generate(**ids, max_new_tokens=6)[0]))

# %% [markdown]
# ## Export to ExecuTorch

# %%
model.generation_config.cache_implementation = "static"
model.generation_config.cache_config = {"batch_size": 1, "max_cache_len": 64}

# %%
exportable = TorchExportableModuleWithStaticCache(model)
print(type(exportable).__name__)

# %%
with torch.no_grad():
    logits = exportable(
        input_ids=torch.tensor([[1]], dtype=torch.long), cache_position=torch.tensor([0], dtype=torch.long)
    )
print(logits.shape)
