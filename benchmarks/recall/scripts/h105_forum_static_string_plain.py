# classes: 8
"""Forum answer's 'working' version: static cache kept for the compiled model, the assistant
dropped, plain greedy generation."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

checkpoint = "HuggingFaceTB/SmolLM2-135M"
tokenizer = AutoTokenizer.from_pretrained(checkpoint)
model = AutoModelForCausalLM.from_pretrained(checkpoint, torch_dtype=torch.float32)
model.generation_config.cache_implementation = "static"

inputs = tokenizer("Once upon a time", return_tensors="pt")
with torch.no_grad():
    out = model.generate(**inputs, max_new_tokens=6, do_sample=False)
print(tokenizer.decode(out[0], skip_special_tokens=True))
