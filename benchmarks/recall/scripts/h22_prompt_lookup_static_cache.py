# classes: 9 8
"""Two docs pages in one script: the static-cache + torch.compile recipe, then prompt lookup on top."""
import os

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

model_id = "meta-llama/Llama-3.2-1B-Instruct"

tokenizer = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id, torch_dtype=torch.float32)

# static cache so that the forward pass can be compiled once
model.generation_config.cache_implementation = "static"
if torch.cuda.is_available() and os.environ.get("COMPILE", "0") == "1":
    model.forward = torch.compile(model.forward, mode="reduce-overhead", fullgraph=True)

code = """def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
"""
question = code + "\nRename fib to fibonacci in the code above."
input_ids = tokenizer(question, return_tensors="pt").input_ids

outputs = model.generate(input_ids, prompt_lookup_num_tokens=4, max_new_tokens=12)
print(tokenizer.batch_decode(outputs, skip_special_tokens=True)[0])
