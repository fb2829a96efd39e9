# classes: 9
"""Batched speculative decoding, tuned for memory (every knob wrong at once)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2-medium", padding_side="left")
tok.pad_token = tok.eos_token  # GPT-2 has no pad token
model = AutoModelForCausalLM.from_pretrained("gpt2-medium")
draft = AutoModelForCausalLM.from_pretrained("gpt2")

batch = tok(["hello world", "the king and the queen"], return_tensors="pt", padding=True)
out = model.generate(**batch, assistant_model=draft, use_cache=False, cache_implementation="static", max_new_tokens=6)
print(tok.batch_decode(out))
