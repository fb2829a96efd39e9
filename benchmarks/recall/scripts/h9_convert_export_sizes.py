# classes: 6 3
"""One-shot ExecuTorch export of Qwen2.5-0.5B with a static KV cache."""
import sys

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import convert_and_export_with_cache

max_len = 64
for a in sys.argv[1:]:
    if a.startswith("--max-len="):
        max_len = int(a.split("=")[1])

model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B", torch_dtype=torch.float32)
model.generation_config = GenerationConfig(
    use_cache=True,
    cache_implementation="static",
    max_length=max_len,
    cache_config={"max_cache_len": max_len},
)
exported = convert_and_export_with_cache(model)
print(exported)
