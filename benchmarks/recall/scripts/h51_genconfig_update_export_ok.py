# classes: 9
"""Turn a base SmolLM2 checkpoint into an ExecuTorch-ready program in one call."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import convert_and_export_with_cache

CKPT = "HuggingFaceTB/SmolLM2-135M"
CONTEXT = 48

model = AutoModelForCausalLM.from_pretrained(CKPT, torch_dtype=torch.float32, attn_implementation="sdpa")
unused = model.generation_config.update(
    use_cache=True,
    cache_implementation="static",
    max_length=CONTEXT,
    cache_config={"batch_size": 1, "max_cache_len": CONTEXT},
)
if unused:
    print("ignored generation options:", unused)

ep = convert_and_export_with_cache(
    model,
    example_input_ids=torch.tensor([[1]], dtype=torch.long),
    example_cache_position=torch.tensor([0], dtype=torch.long),
)
print(len(ep.graph.nodes), "nodes")
