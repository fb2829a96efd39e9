# classes: 8 7
"""Notebook export: speeding up the draft model with a static cache of its own.

Qwen3-1.7B with Qwen3-0.6B as the draft. A cell sets the draft's generation config to a
static cache ("the draft runs many small steps, compile it!"); a later cell takes it back
after reading that drafts must crop their cache.
"""
# %%
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen3-1.7B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-1.7B")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B")

# %%
messages = [{"role": "user", "content": "Count from one to ten in words."}]
text = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True, enable_thinking=False)
inputs = tokenizer([text], return_tensors="pt")

# %%
# draft: static cache so it can be compiled
draft.generation_config.cache_implementation = "static"
# draft.forward = torch.compile(draft.forward)

# %%
# drafts crop their cache after each round: back to the dynamic default
draft.generation_config.cache_implementation = None

# %%
with torch.no_grad():
    out = model.generate(**inputs, assistant_model=draft, max_new_tokens=10, do_sample=False)
print(tokenizer.decode(out[0][inputs.input_ids.shape[1]:], skip_special_tokens=True))
