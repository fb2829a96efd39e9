# classes: 8 6
"""Gemma 2 with a preallocated HybridCache, as in the Gemma 2 launch blog post."""
import torch
import transformers
from transformers import AutoModelForCausalLM, AutoTokenizer

model_id = "google/gemma-2-2b-it"
tokenizer = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id, torch_dtype=torch.float32)

chat = [{"role": "user", "content": "Write a hello world program"}]
prompt = tokenizer.apply_chat_template(chat, tokenize=False, add_generation_prompt=True)
inputs = tokenizer(prompt, return_tensors="pt")

max_generated_length = inputs.input_ids.shape[1] + 12
past_key_values = transformers.HybridCache(
    config=model.config,
    max_batch_size=1,
    max_cache_len=max_generated_length,
    device=model.device,
    dtype=model.dtype,
)
outputs = model.generate(**inputs, past_key_values=past_key_values, max_new_tokens=12)
print(tokenizer.decode(outputs[0], skip_special_tokens=True))
