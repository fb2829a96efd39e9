# classes: 4 8
"""Near miss: pipeline in float16 with low_cpu_mem_usage through model_kwargs, dynamic cache."""
import torch
from transformers import pipeline

gen = pipeline(
    "text-generation",
    model="HuggingFaceTB/SmolLM2-135M-Instruct",
    dtype=torch.float16,
    model_kwargs={"low_cpu_mem_usage": True},
)
print(gen("Hello,", max_new_tokens=5, do_sample=False)[0]["generated_text"])
