# classes: 6 9
"""Generation settings stored with the app's model manifest, applied before export."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import convert_and_export_with_cache

MANIFEST = {
    "model": "Qwen/Qwen2.5-0.5B-Instruct",
    "generation": {"use_cache": True, "cache_implementation": "static", "cache_config": {"batch_size": 1}},
}

model = AutoModelForCausalLM.from_pretrained(MANIFEST["model"], torch_dtype=torch.float32)
model.generation_config = GenerationConfig.from_dict(MANIFEST["generation"])
model.eval()
program = convert_and_export_with_cache(model, example_input_ids=torch.tensor([[1]]))
print(len(program.graph.nodes))
