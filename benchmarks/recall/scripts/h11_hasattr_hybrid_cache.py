# classes: 5 8
import transformers
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN, DRAFT = "google/gemma-3-1b-it", "google/gemma-3-270m-it"
tok = AutoTokenizer.from_pretrained(MAIN)
main = AutoModelForCausalLM.from_pretrained(MAIN)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

if hasattr(transformers, "HybridCache"):
    CacheCls = transformers.HybridCache
    cache_kwargs = {"max_batch_size": 1}
else:
    CacheCls = transformers.StaticCache
    cache_kwargs = {}
cache = CacheCls(config=main.config, max_cache_len=64, **cache_kwargs)

enc = tok("tell me a story about dogs", return_tensors="pt")
print(tok.decode(main.generate(**enc, assistant_model=draft, past_key_values=cache, max_new_tokens=4)[0]))
