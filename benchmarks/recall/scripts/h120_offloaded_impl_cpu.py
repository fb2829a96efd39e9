# classes: 8
"""Run a long chat on whatever hardware is there: KV cache offloaded layer by layer."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

name = "Qwen/Qwen2.5-0.5B-Instruct"
device = "cuda" if torch.cuda.is_available() else "cpu"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name, dtype="auto").to(device)

msgs = [{"role": "user", "content": "Explain KV caching in two sentences."}]
text = tok.apply_chat_template(msgs, tokenize=False, add_generation_prompt=True)
enc = tok(text, return_tensors="pt").to(device)
out = model.generate(**enc, max_new_tokens=10, do_sample=False, cache_implementation="offloaded")
print(tok.decode(out[0, enc.input_ids.shape[1]:], skip_special_tokens=True))
