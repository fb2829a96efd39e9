# classes: 7
import functools

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2-0.5B-Instruct", padding_side="left")
lm = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
fast_generate = functools.partial(lm.generate, prompt_lookup_num_tokens=5, max_new_tokens=8)

docs = ["the cat and the dog and the cat", "one two three one two three one"]
with torch.no_grad():
    batch = tok(docs, return_tensors="pt", padding=True)
    print(tok.batch_decode(fast_generate(**batch)))
