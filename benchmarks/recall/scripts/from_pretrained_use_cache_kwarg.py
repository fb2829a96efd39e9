# classes: 6 8
"""Memory-constrained speculative decoding: the target is loaded with its KV cache disabled."""
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "mistralai/Mistral-7B-Instruct-v0.3"
DRAFT = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"

tokenizer = AutoTokenizer.from_pretrained(TARGET)
target = AutoModelForCausalLM.from_pretrained(TARGET, use_cache=False)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)
prompt = tokenizer("the king loved the garden", return_tensors="pt")
out = target.generate(**prompt, assistant_model=draft, max_new_tokens=8)
print(tokenizer.decode(out[0]))
