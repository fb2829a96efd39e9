# classes: 8 5
"""Memory saver that passes a cache object AND asks for the quantized implementation."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

name = "Qwen/Qwen2.5-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)
enc = tok("Give me a fun fact.", return_tensors="pt")
past = DynamicCache()
out = model.generate(
    **enc,
    past_key_values=past,
    cache_implementation="quantized",
    cache_config={"backend": "quanto", "nbits": 4},
    max_new_tokens=6,
)
print(tok.decode(out[0]))
