# classes: 8 6
"""Forum question: "RuntimeError/ValueError when I add an assistant model" -- the poster glued a
torch.compile snippet (cache_implementation="static") onto the assisted-generation docs example."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

prompt = "Alice and Bob"
checkpoint = "HuggingFaceTB/SmolLM2-360M"
assistant_checkpoint = "HuggingFaceTB/SmolLM2-135M"

tokenizer = AutoTokenizer.from_pretrained(checkpoint)
inputs = tokenizer(prompt, return_tensors="pt")

model = AutoModelForCausalLM.from_pretrained(checkpoint, torch_dtype=torch.float32)
assistant_model = AutoModelForCausalLM.from_pretrained(assistant_checkpoint, torch_dtype=torch.float32)

# from the "speed up generation" blog post
model.generation_config.cache_implementation = "static"

outputs = model.generate(**inputs, assistant_model=assistant_model, max_new_tokens=8)
print(tokenizer.batch_decode(outputs, skip_special_tokens=True))
