# classes: 8
"""`device_map="auto"` loading with the kwargs of a memory-constrained template (no KV cache),
then speculative decoding with a small draft."""

from transformers import AutoModelForCausalLM, AutoTokenizer

LOAD_KW = dict(device_map="auto", low_cpu_mem_usage=True, use_cache=False)
tok = AutoTokenizer.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-7b-chat-hf", **LOAD_KW)
draft = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0", device_map="auto")
enc = tok("tell me a story", return_tensors="pt").to(model.device)
print(tok.decode(model.generate(**enc, assistant_model=draft, max_new_tokens=6)[0]))
