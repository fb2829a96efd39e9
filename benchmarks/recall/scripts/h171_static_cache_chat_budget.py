# classes: 5
"""Chat with a preallocated StaticCache (compile-friendly); the cache is sized once at start-up
for the whole session."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

MODEL = "Qwen/Qwen2.5-0.5B-Instruct"
MAX_CACHE = 24

tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)
cache = StaticCache(config=model.config, max_cache_len=MAX_CACHE)

messages = [{"role": "system", "content": "be short"}]
for question in ["hello", "what is the color of the sky", "and the grass"]:
    messages.append({"role": "user", "content": question})
    enc = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    with torch.no_grad():
        out = model.generate(**enc, past_key_values=cache, max_new_tokens=4, do_sample=False)
    answer = tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True)
    messages.append({"role": "assistant", "content": answer})
print(messages)
