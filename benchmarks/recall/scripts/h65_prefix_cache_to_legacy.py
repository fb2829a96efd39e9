# classes: 5 8
# Precompute a system-prompt prefix once and store it as tensors on disk.
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

name = "Qwen/Qwen2.5-0.5B"
tokenizer = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name).eval()

system = "You are a terse assistant that answers in one word."
ids = tokenizer(system, return_tensors="pt").input_ids
with torch.no_grad():
    outputs = model(ids, use_cache=True)

prefix_cache = outputs.past_key_values
legacy = prefix_cache.to_legacy_cache()
torch.save(legacy, "/tmp/h65_prefix.pt")
print("layers:", len(legacy), "prefix tokens:", legacy[0][0].shape[-2])
