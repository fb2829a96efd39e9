# classes: 8
"""After a LoRA-style training prep (gradient checkpointing on, `model.config.use_cache = False`)
the same model object is evaluated with speculative decoding."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model.gradient_checkpointing_enable()
model.config.use_cache = False  # silence the warning during training

# ... training loop elided ...

draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model.eval()
enc = tok("tell me a story", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, max_new_tokens=8)
print(tok.decode(out[0]))
