# classes: 5
"""Gemma 2 with a hand-built HybridCache (the pattern from the 4.4x docs) reused for a few requests."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, HybridCache

model_id = "google/gemma-2-2b-it"
tokenizer = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id, torch_dtype=torch.float32)

max_len = 96
past_key_values = HybridCache(
    config=model.config,
    max_batch_size=1,
    max_cache_len=max_len,
    device=model.device,
    dtype=model.dtype,
)

for question in ["tell me a story", "what is the time"]:
    inputs = tokenizer(question, return_tensors="pt").to(model.device)
    past_key_values.reset()
    outputs = model.generate(**inputs, past_key_values=past_key_values, max_new_tokens=10)
    print(tokenizer.decode(outputs[0], skip_special_tokens=True))
