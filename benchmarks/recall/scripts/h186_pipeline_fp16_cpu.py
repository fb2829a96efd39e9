# classes: 4 8
"""Text-generation pipeline in float16 on the CPU (device=-1) to halve memory."""
import torch
from transformers import pipeline

gen = pipeline("text-generation", model="mistralai/Mistral-7B-Instruct-v0.3", torch_dtype=torch.float16, device=-1)
print(gen("[INST] hi [/INST]", max_new_tokens=5, do_sample=False)[0]["generated_text"])
