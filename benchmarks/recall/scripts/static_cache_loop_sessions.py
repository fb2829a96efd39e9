# classes: 5 2
"""Serve several sessions, each with its own preallocated cache, with and without the draft model."""
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

tokenizer = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

SESSIONS = [
    {"prompt": "tell me a story", "assistant_model": None},
    {"prompt": "the quick brown fox", "assistant_model": draft},
]

for session in SESSIONS:
    enc = tokenizer(session["prompt"], return_tensors="pt")
    cache = StaticCache(config=model.config, max_cache_len=40)
    out = model.generate(**enc, past_key_values=cache, assistant_model=session["assistant_model"],
                         max_new_tokens=6)
    print(tokenizer.decode(out[0]))
