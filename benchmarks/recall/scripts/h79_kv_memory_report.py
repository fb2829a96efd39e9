# classes: 5 8
"""KV-cache memory report after a forward pass: bytes per layer and in total, written against
transformers 4.x where the cache iterated as (key, value) pairs."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "HuggingFaceTB/SmolLM2-135M"

tokenizer = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL, torch_dtype=torch.float32)
model.eval()

prompt = "Explain in one sentence why the key value cache grows with the prompt length."
inputs = tokenizer(prompt, return_tensors="pt")
with torch.no_grad():
    outputs = model(**inputs, use_cache=True)

past = outputs.past_key_values
per_layer = []
for keys, values in past:
    per_layer.append(keys.numel() * keys.element_size() + values.numel() * values.element_size())

total = sum(per_layer)
print(f"{len(per_layer)} layers, {total / 1024:.1f} KiB in total")
for i, size in enumerate(per_layer):
    print(f"layer {i:2d}: {size} bytes")
