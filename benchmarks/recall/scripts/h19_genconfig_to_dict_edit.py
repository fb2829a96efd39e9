# classes: 8 5
"""Copy the generation config through a plain dict, pin the cache type, and draft."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("Qwen/Qwen3-1.7B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-1.7B")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B")

settings = GenerationConfig(max_new_tokens=6, do_sample=False).to_dict()
settings["cache_implementation"] = "dynamic"
pinned = GenerationConfig.from_dict(settings)

enc = tok("list three prime numbers", return_tensors="pt")
out = model.generate(**enc, generation_config=pinned, assistant_model=draft)
print(tok.decode(out[0], skip_special_tokens=True))
