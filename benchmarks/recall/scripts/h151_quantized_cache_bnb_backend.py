# classes: 8 3
"""Memory sweep script: the quantized-cache backend is read from an environment variable,
defaulting to "bitsandbytes" as the weights of the team's other jobs are quantized."""

import os

from transformers import AutoModelForCausalLM, AutoTokenizer

backend = os.environ.get("KV_BACKEND", "bitsandbytes")
tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")

enc = tok("tell me a story about cats " * 10, return_tensors="pt")
out = model.generate(
    **enc,
    max_new_tokens=4,
    cache_implementation="quantized",
    cache_config={"backend": backend, "nbits": 4, "axis_key": 1, "axis_value": 1},
)
print(out.shape)
