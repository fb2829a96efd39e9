# classes: 9
# %% [markdown]
# # Exporting Llama 3.2 1B for the phone demo

# %%
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import convert_and_export_with_cache

model_id = "meta-llama/Llama-3.2-1B-Instruct"

# %%
export_generation_config = GenerationConfig(
    use_cache=True,
    cache_implementation="static",
    cache_config={"batch_size": 1, "max_cache_len": 32},
)
model = AutoModelForCausalLM.from_pretrained(
    model_id, attn_implementation="sdpa", generation_config=export_generation_config
)

# %%
exported_program = convert_and_export_with_cache(model)
print(type(exported_program).__name__)
