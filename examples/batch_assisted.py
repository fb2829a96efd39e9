"""Assisted generation over a batch of prompts, with several samples each."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
assistant = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

prompts = ["The capital of France is", "Once upon a time"]
batch = tokenizer(prompts, return_tensors="pt", padding=True)
outputs = model.generate(**batch, assistant_model=assistant, max_new_tokens=32)

single = tokenizer(prompts[0], return_tensors="pt")
samples = model.generate(**single, assistant_model=assistant, do_sample=True, num_return_sequences=4)
beams = model.generate(**single, assistant_model=assistant, num_beams=4, max_new_tokens=32)

generation_kwargs = {"max_new_tokens": 32, "cache_implementation": "static"}
fast = model.generate(**single, assistant_model=assistant, **generation_kwargs)
