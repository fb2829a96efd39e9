# classes: 5 3
"""A low-latency agent server pre-allocates one static KV cache at start-up, sized from
its settings, and hands it to generate for a long system prompt plus the reply budget."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

SETTINGS = {"model": "meta-llama/Llama-3.2-1B-Instruct", "cache_len": 24, "max_new_tokens": 32}
SYSTEM = (
    "you are a helpful agent . you tell the truth . you use the tools when you need them and you "
    "answer in one line . you never make up a tool . you are fast and you are kind to the user ."
)

tok = AutoTokenizer.from_pretrained(SETTINGS["model"])
model = AutoModelForCausalLM.from_pretrained(SETTINGS["model"])
cache = StaticCache(config=model.config, max_cache_len=SETTINGS["cache_len"])
messages = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": "hello"}]
inputs = tok.apply_chat_template(messages, add_generation_prompt=True, return_dict=True, return_tensors="pt")
with torch.no_grad():
    out = model.generate(**inputs, past_key_values=cache, max_new_tokens=SETTINGS["max_new_tokens"])
print(tok.decode(out[0, inputs["input_ids"].shape[1] :]))
