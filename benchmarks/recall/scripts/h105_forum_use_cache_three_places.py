# classes: 8 1
"""Forum question follow-up: use_cache set in three places after reading several answers; the
call's own use_cache=True is what generate reads last."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
draft = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")

model.config.use_cache = False
model.generation_config.use_cache = False
draft.generation_config.use_cache = True

enc = tok("Tell me a story about cats", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, use_cache=True, max_new_tokens=8)
print(tok.decode(out[0]))
