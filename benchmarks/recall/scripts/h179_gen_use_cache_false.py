# classes: 9 6
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import convert_and_export_with_cache

EXPORT_GENERATION = dict(
    use_cache=False,  # the runtime manages the cache itself
    cache_implementation="static",
    cache_config={"batch_size": 1, "max_cache_len": 32},
)

model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model.generation_config = GenerationConfig(**EXPORT_GENERATION)
ep = convert_and_export_with_cache(model)
print(ep.module()(input_ids=torch.tensor([[2]]), cache_position=torch.tensor([0])).shape)
