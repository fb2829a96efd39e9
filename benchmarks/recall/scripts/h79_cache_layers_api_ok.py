# classes: 5 8
"""Per-layer cache shapes through the layer objects (cache.layers[i].keys / .values), which hold
the tensors in 4.57 and in 5.x alike; the total comes from get_seq_length."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "HuggingFaceTB/SmolLM2-135M"
tokenizer = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)

inputs = tokenizer("Layers of the cache, one by one", return_tensors="pt")
with torch.no_grad():
    outputs = model(**inputs, use_cache=True)

cache = outputs.past_key_values
print("cached tokens:", cache.get_seq_length(), "layers:", len(cache))
for idx, layer in enumerate(cache.layers):
    print(idx, tuple(layer.keys.shape), tuple(layer.values.shape))
