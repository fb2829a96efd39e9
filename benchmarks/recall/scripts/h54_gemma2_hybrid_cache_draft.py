# classes: 5 1
"""Gemma 2 chat with a pre-allocated cache of the model's own kind (HybridCache on 4.x, StaticCache
otherwise) and a 2B draft for speed."""
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    from transformers import HybridCache as GemmaCache
except ImportError:
    from transformers import StaticCache as GemmaCache

tok = AutoTokenizer.from_pretrained("google/gemma-2-9b-it")
model = AutoModelForCausalLM.from_pretrained("google/gemma-2-9b-it")
draft = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it")

chat = [{"role": "user", "content": "Give me one word for happy."}]
ids = tok.apply_chat_template(chat, add_generation_prompt=True, return_tensors="pt", return_dict=True)
cache = GemmaCache(config=model.config, max_cache_len=128)
out = model.generate(**ids, past_key_values=cache, assistant_model=draft, max_new_tokens=3)
print(tok.decode(out[0]))
