# classes: 9 6
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import convert_and_export_with_cache

model = AutoModelForCausalLM.from_pretrained(
    "HuggingFaceTB/SmolLM2-135M",
    torch_dtype=torch.float32,
    generation_config=GenerationConfig(
        use_cache=True,
        cache_implementation="static",
        cache_config={"batch_size": 1},
    ),
)
ep = convert_and_export_with_cache(model)
print(ep.graph_signature)
