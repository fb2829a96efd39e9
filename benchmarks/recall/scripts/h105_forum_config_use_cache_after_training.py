# classes: 8 6
"""Forum question: "assisted generation fails after fine-tuning" -- the training snippet turned
the cache off on the model config (gradient checkpointing), then the poster pasted the
speculative decoding example below it."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
model.gradient_checkpointing_enable()
model.config.use_cache = False  # silence the warnings during training

# ... training loop elided in the question ...

model.eval()
draft = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
enc = tok("Tell me a story about cats", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, max_new_tokens=8)
print(tok.decode(out[0]))
