# classes: 9 6
"""convert_and_export_with_cache as the 4.4x ExecuTorch recipe used it, with the model
loaded through the project's generic loader (which keeps the hub generation config)."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import convert_and_export_with_cache


def load_model(name, **overrides):
    model = AutoModelForCausalLM.from_pretrained(name, **overrides)
    model.generation_config.use_cache = overrides.get("use_cache", True)
    return model.eval()


model = load_model("Qwen/Qwen2.5-0.5B", attn_implementation="sdpa")
program = convert_and_export_with_cache(
    model,
    example_input_ids=torch.tensor([[1]], dtype=torch.long),
    example_cache_position=torch.tensor([0], dtype=torch.long),
)
print(type(program).__name__)
