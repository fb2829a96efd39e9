# classes: 8 5
"""Gemma-2 chat from a 2024 blog post that builds its own HybridCache.

The post reached the class through the module (`transformers.HybridCache`); the cache is
sized for one chat turn and passed to generate as past_key_values.
"""

import transformers
from transformers import AutoModelForCausalLM, AutoTokenizer

model_id = "google/gemma-2-2b-it"
tokenizer = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id)

chat = [{"role": "user", "content": "What is a cache?"}]
inputs = tokenizer.apply_chat_template(chat, add_generation_prompt=True, return_tensors="pt", return_dict=True)

past = transformers.HybridCache(
    config=model.config,
    max_batch_size=1,
    max_cache_len=inputs["input_ids"].shape[1] + 8,
)
out = model.generate(**inputs, past_key_values=past, max_new_tokens=6)
print(tokenizer.decode(out[0], skip_special_tokens=True))
