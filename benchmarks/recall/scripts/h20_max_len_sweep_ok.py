# classes: 2 9
"""Export one program per context length the app offers."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import convert_and_export_with_cache

MODEL_ID = "HuggingFaceTB/SmolLM2-135M"
model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
model.eval()

sizes = {}
for max_len in (16, 32):
    model.generation_config = GenerationConfig(
        use_cache=True,
        cache_implementation="static",
        max_length=max_len,
        cache_config={"batch_size": 1, "max_cache_len": max_len},
    )
    program = convert_and_export_with_cache(model)
    sizes[max_len] = len(program.graph.nodes)
print(sizes)
