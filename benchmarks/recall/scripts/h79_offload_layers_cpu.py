# classes: 5 8
"""Moves the KV cache of a long prompt to CPU half precision layer by layer to free accelerator
memory between two requests (the legacy pairs, indexed by layer with enumerate)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

name = "Qwen/Qwen2.5-0.5B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)

messages = [{"role": "user", "content": "Summarise the plot of Hamlet in two sentences."}]
text = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
batch = tokenizer(text, return_tensors="pt")

with torch.no_grad():
    result = model(**batch, use_cache=True)

offloaded = {}
for i, (key_states, value_states) in enumerate(result.past_key_values):
    offloaded[i] = (key_states.to("cpu", torch.float16), value_states.to("cpu", torch.float16))

print("offloaded", len(offloaded), "layers;", sum(k.numel() for k, _ in offloaded.values()), "key elements")
