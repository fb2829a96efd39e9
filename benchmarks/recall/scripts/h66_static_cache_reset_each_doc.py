# classes: 5
"""Compile-friendly summariser: one StaticCache sized generously, reset before every document."""
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

model_id = "Qwen/Qwen2.5-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(model_id)
lm = AutoModelForCausalLM.from_pretrained(model_id)

documents = [
    "Summarize: The council approved the new bike lanes after a long debate.",
    "Summarize: Rain is expected tomorrow.",
]
static_kv = StaticCache(config=lm.config, max_cache_len=64)

for doc in documents:
    static_kv.reset()
    enc = tok(doc, return_tensors="pt")
    out = lm.generate(**enc, past_key_values=static_kv, max_new_tokens=4, do_sample=False)
    print(tok.decode(out[0], skip_special_tokens=True))
