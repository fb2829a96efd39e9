# classes: 3 2
"""Quick throughput check: `python argv_batch_size.py [batch] [max_new_tokens]`."""
import sys

from transformers import AutoModelForCausalLM, AutoTokenizer

batch_size = int(sys.argv[1]) if len(sys.argv) > 1 else 4
max_new = int(sys.argv[2]) if len(sys.argv) > 2 else 8

PROMPTS = ["hello world", "the queen", "tell me a story", "once upon a time", "the fox", "red green blue"]

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
tok.pad_token = tok.unk_token
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
draft = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
chunk = PROMPTS[:batch_size]
enc = tok(chunk, return_tensors="pt", padding=True)
out = model.generate(**enc, assistant_model=draft, max_new_tokens=max_new)
print(len(out))
