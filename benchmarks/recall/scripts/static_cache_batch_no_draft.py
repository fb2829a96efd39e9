# classes: 5
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

prompts = ["tell me a story", "the quick brown fox jumps", "hello world"]
tokenizer = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0", padding_side="left")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")

batch = tokenizer(prompts, return_tensors="pt", padding=True)
cache = StaticCache(config=model.config, max_cache_len=48)
with torch.no_grad():
    out = model.generate(**batch, past_key_values=cache, max_new_tokens=8)
print(tokenizer.batch_decode(out, skip_special_tokens=True))
