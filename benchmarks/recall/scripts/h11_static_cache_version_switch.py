# classes: 5 8
import torch
import transformers
from packaging import version
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

TF5 = version.parse(transformers.__version__) >= version.parse("5.0.0")

target = "Qwen/Qwen2.5-1.5B-Instruct"
assistant = "Qwen/Qwen2.5-0.5B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(target)
model = AutoModelForCausalLM.from_pretrained(target, torch_dtype=torch.float32)
assistant_model = AutoModelForCausalLM.from_pretrained(assistant, torch_dtype=torch.float32)

if TF5:
    cache = StaticCache(config=model.config, max_cache_len=64)
else:
    cache = StaticCache(config=model.config, max_batch_size=1, max_cache_len=64, device="cpu", dtype=torch.float32)

enc = tokenizer("the quick brown fox", return_tensors="pt")
ids = model.generate(**enc, past_key_values=cache, assistant_model=assistant_model, max_new_tokens=5)
print(tokenizer.batch_decode(ids, skip_special_tokens=True))
