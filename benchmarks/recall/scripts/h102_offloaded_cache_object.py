# classes: 5
"""Memory-light decoding: an OffloadedCache keeps past layers off the accelerator between steps."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, OffloadedCache

name = "Qwen/Qwen2.5-1.5B-Instruct"
device = "cuda" if torch.cuda.is_available() else "cpu"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name, dtype=torch.float32, low_cpu_mem_usage=True).to(device)

messages = [{"role": "user", "content": "tell me a story"}]
text = "user: tell me a story\nassistant:"
enc = tok(text, return_tensors="pt").to(device)
cache = OffloadedCache()
out = model.generate(**enc, past_key_values=cache, max_new_tokens=12, do_sample=False)
print(tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True))
