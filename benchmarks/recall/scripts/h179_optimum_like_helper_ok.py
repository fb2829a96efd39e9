# classes: 7 9
"""Optimum-style helpers: load, configure for export, export."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import convert_and_export_with_cache


def load_causal_lm(model_id, dtype=torch.float32, **overrides):
    config_kwargs = {"use_cache": True, "cache_implementation": "static"}
    config_kwargs.update(overrides)
    model = AutoModelForCausalLM.from_pretrained(model_id, torch_dtype=dtype)
    model.generation_config = GenerationConfig(**config_kwargs)
    return model.eval()


def export_causal_lm(model, example_len=1):
    ids = torch.ones((1, example_len), dtype=torch.long)
    positions = torch.arange(example_len)
    return convert_and_export_with_cache(model, example_input_ids=ids, example_cache_position=positions)


model = load_causal_lm("Qwen/Qwen2.5-0.5B", cache_config={"batch_size": 1, "max_cache_len": 24})
print(export_causal_lm(model).graph_signature)
