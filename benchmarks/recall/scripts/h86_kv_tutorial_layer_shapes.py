# classes: 5 8
"""KV-cache tutorial cell: run one forward pass with use_cache=True and print the shape of every
layer's keys, reading the returned cache like the legacy tuple of (key, value) pairs."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
out = model(**tok("the quick brown fox", return_tensors="pt"), use_cache=True)
cache = out.past_key_values
for layer in range(model.config.num_hidden_layers):
    keys = cache[layer][0]
    print(layer, tuple(keys.shape))
