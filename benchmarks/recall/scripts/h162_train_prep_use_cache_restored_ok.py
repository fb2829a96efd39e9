# classes: 8
"""Training prep turned the cache off; the evaluation step turns it back on before
speculative decoding."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model.gradient_checkpointing_enable()
model.config.use_cache = False

# ... training loop elided ...

model.gradient_checkpointing_disable()
model.config.use_cache = True
model.eval()
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
enc = tok("tell me a story", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, max_new_tokens=8)
print(tok.decode(out[0]))
