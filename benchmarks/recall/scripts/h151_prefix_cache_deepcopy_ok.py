# classes: 5
"""Re-use a prompt cache, as the transformers docs recipe does: the system prompt with the
retrieved passages is run once, and each question gets a deep copy of that cache."""

import copy

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

CHECKPOINT = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(CHECKPOINT)
model = AutoModelForCausalLM.from_pretrained(CHECKPOINT)

PASSAGES = [
    "the king lived in a garden with a queen",
    "the quick brown fox jumps over the lazy dog",
    "cats and dogs are red green and blue",
]
prefix = "use these passages to answer . " + " . ".join(PASSAGES) + " . "
prefix_inputs = tok(prefix, return_tensors="pt")

prompt_cache = DynamicCache()
with torch.no_grad():
    prompt_cache = model(**prefix_inputs, past_key_values=prompt_cache).past_key_values

questions = ["who lived in the garden ?", "what does the fox do ?"]
for question in questions:
    new_inputs = tok(prefix + question, return_tensors="pt")
    cache = copy.deepcopy(prompt_cache)
    out = model.generate(**new_inputs, past_key_values=cache, max_new_tokens=8, do_sample=False)
    print(tok.batch_decode(out[:, new_inputs["input_ids"].shape[1]:], skip_special_tokens=True))
