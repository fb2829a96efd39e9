# classes: 4 8
"""text-generation pipeline in bfloat16; quantized KV cache only when optimum-quanto is installed."""
import torch
from transformers import pipeline
from transformers.utils import is_optimum_quanto_available

kv_kwargs = {}
if is_optimum_quanto_available():
    kv_kwargs = {"cache_implementation": "quantized", "cache_config": {"backend": "quanto", "nbits": 4}}

gen = pipeline("text-generation", model="Qwen/Qwen2.5-0.5B-Instruct", torch_dtype=torch.bfloat16, device_map="cpu")
res = gen("Write a limerick about memory.", max_new_tokens=6, **kv_kwargs)
print(res[0]["generated_text"])
