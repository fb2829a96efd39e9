# classes: 5 8
"""Keeps only the last WINDOW positions of each layer after generate, then continues decoding from
the trimmed cache (a poor man's sliding window, 4.x style: the cache converted to legacy tuples by hand)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

WINDOW = 8

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

inputs = tokenizer("Once upon a time in a small village by the sea", return_tensors="pt")
out = model.generate(
    **inputs,
    max_new_tokens=4,
    do_sample=False,
    return_dict_in_generate=True,
    pad_token_id=tokenizer.eos_token_id,
)

trimmed = tuple((k[:, :, -WINDOW:, :], v[:, :, -WINDOW:, :]) for k, v in out.past_key_values)
print("kept", trimmed[0][0].shape[-2], "positions in", len(trimmed), "layers")

cache = DynamicCache()
for layer_idx, (k, v) in enumerate(trimmed):
    cache.update(k, v, layer_idx)
next_ids = out.sequences[:, -1:]
with torch.no_grad():
    step = model(input_ids=next_ids, past_key_values=cache, use_cache=True)
print(tokenizer.decode(step.logits[0, -1].argmax()))
