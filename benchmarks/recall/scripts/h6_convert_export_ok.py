"""Export gpt2 with convert_and_export_with_cache after configuring a static cache on its generation config."""
# classes: 6

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import convert_and_export_with_cache

model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2", torch_dtype=torch.float32, attn_implementation="sdpa")
model.generation_config.update(
    use_cache=True,
    cache_implementation="static",
    cache_config={"batch_size": 1, "max_cache_len": 32},
)
ep = convert_and_export_with_cache(
    model,
    example_input_ids=torch.tensor([[1]], dtype=torch.long),
    example_cache_position=torch.tensor([0], dtype=torch.long),
)
print(type(ep).__name__)
