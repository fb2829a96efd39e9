# classes: 5 7
"""Long-running agent loop: the cache object is created by a helper and reused across turns."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache


def fresh_cache():
    return DynamicCache()


tok = AutoTokenizer.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen1.5-0.5B-Chat")

cache = fresh_cache()
enc = tok("the king of the garden", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, past_key_values=cache, use_cache=False, max_new_tokens=6)
print(tok.decode(out[0], skip_special_tokens=True))
