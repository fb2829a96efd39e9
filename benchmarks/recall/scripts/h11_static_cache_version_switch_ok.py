# classes: 5 8
import torch
import transformers
from packaging import version
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache

TF5 = version.parse(transformers.__version__) >= version.parse("5.0.0")

target = "Qwen/Qwen2.5-1.5B-Instruct"
assistant = "Qwen/Qwen2.5-0.5B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(target)
model = AutoModelForCausalLM.from_pretrained(target, torch_dtype=torch.float32)
assistant_model = AutoModelForCausalLM.from_pretrained(assistant, torch_dtype=torch.float32)

enc = tokenizer("the quick brown fox", return_tensors="pt")
# static cache for plain decoding, dynamic cache when a draft model is in the loop
if TF5:
    static = StaticCache(config=model.config, max_cache_len=64)
else:
    static = StaticCache(config=model.config, max_batch_size=1, max_cache_len=64)
plain = model.generate(**enc, past_key_values=static, max_new_tokens=5)
fast = model.generate(**enc, past_key_values=DynamicCache(), assistant_model=assistant_model, max_new_tokens=5)
print(tokenizer.batch_decode(plain), tokenizer.batch_decode(fast))
