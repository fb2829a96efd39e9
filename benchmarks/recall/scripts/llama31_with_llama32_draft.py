# classes: 6
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET_ID = "meta-llama/Llama-3.1-8B-Instruct"
DRAFT_ID = "meta-llama/Llama-3.2-1B-Instruct"

tokenizer = AutoTokenizer.from_pretrained(TARGET_ID)
target = AutoModelForCausalLM.from_pretrained(TARGET_ID, torch_dtype=torch.bfloat16)
draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID, torch_dtype=torch.bfloat16)

chat = [{"role": "user", "content": "tell me a story about a dog"}]
inputs = tokenizer(tokenizer.apply_chat_template(chat, tokenize=False, add_generation_prompt=True),
                   return_tensors="pt")
start = time.perf_counter()
out = target.generate(**inputs, assistant_model=draft, max_new_tokens=10, do_sample=False)
print(f"{time.perf_counter() - start:.2f}s", tokenizer.decode(out[0], skip_special_tokens=True))
