# classes: 4 8
"""Loading options (dtype, attention kernel) through model_kwargs, generation options at the call."""
import torch
from transformers import pipeline

generator = pipeline(
    "text-generation",
    model="Qwen/Qwen2.5-0.5B-Instruct",
    model_kwargs={"torch_dtype": torch.float32, "attn_implementation": "eager", "low_cpu_mem_usage": True},
)
out = generator("Write one word:", max_new_tokens=4, do_sample=False, cache_implementation="static")
print(out[0]["generated_text"])
