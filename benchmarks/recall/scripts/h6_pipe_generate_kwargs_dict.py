"""Text-generation pipeline for Llama-3.2-3B-Instruct with the 1B as draft, options passed as generate_kwargs."""
# classes: 4

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct", torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct", torch_dtype=torch.float32)

pipe = pipeline("text-generation", model=model, tokenizer=tok)

generate_kwargs = {"assistant_model": draft, "max_new_tokens": 6, "do_sample": False}
result = pipe("tell me about the red dog", generate_kwargs=generate_kwargs)
print(result[0]["generated_text"])
