# classes: 5 8
"""Generation defaults in a GenerationConfig (with a static cache implementation for compile)
and a per-request pre-allocated cache passed in a kwargs dict."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, GenerationConfig

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B")
defaults = GenerationConfig(max_new_tokens=3, do_sample=False, cache_implementation="static")


def request_kwargs():
    return {"generation_config": defaults, "past_key_values": DynamicCache()}


enc = tok("Tell me a joke.", return_tensors="pt")
print(tok.decode(model.generate(**enc, **request_kwargs())[0]))
