# classes: 7
import functools

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
lm = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
fast_generate = functools.partial(lm.generate, prompt_lookup_num_tokens=5, max_new_tokens=8)

docs = ["the cat and the dog and the cat", "one two three one two three one"]
with torch.no_grad():
    for doc in docs:
        enc = tok(doc, return_tensors="pt")
        print(tok.decode(fast_generate(**enc)[0]))
