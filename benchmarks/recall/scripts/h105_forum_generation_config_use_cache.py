# classes: 8 6
"""Forum question: the poster mixed up model.config and model.generation_config and switched the
cache off on the generation config, then asked for speculative decoding."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
draft = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")

model.generation_config.use_cache = False  # "saves memory" according to a comment I found
model.generation_config.max_new_tokens = 8

enc = tok("Tell me a story about cats", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft)
print(tok.decode(out[0]))
