# classes: 9
"""Export Llama 3.2 1B with a static cache; the context size comes from max_length."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import convert_and_export_with_cache

CKPT = "meta-llama/Llama-3.2-1B"
CONTEXT = 48

model = AutoModelForCausalLM.from_pretrained(CKPT, torch_dtype=torch.float32)
model.generation_config.update(
    use_cache=True,
    cache_implementation="static",
    max_length=CONTEXT,
    cache_config={"batch_size": 1},
)

ep = convert_and_export_with_cache(
    model,
    example_input_ids=torch.tensor([[1]], dtype=torch.long),
    example_cache_position=torch.tensor([0], dtype=torch.long),
)
print(len(ep.graph.nodes), "nodes")
