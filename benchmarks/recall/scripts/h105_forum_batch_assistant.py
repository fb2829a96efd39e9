# classes: 2 8
"""Forum question: "assisted generation with a list of prompts" -- batch of three padded prompts
given to generate with an assistant model."""
from transformers import AutoModelForCausalLM, AutoTokenizer

prompts = ["Tell me a story about cats", "The king and the queen", "Once upon a time"]

tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
tokenizer.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
assistant = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

batch = tokenizer(prompts, return_tensors="pt", padding=True)
generated = model.generate(**batch, assistant_model=assistant, max_new_tokens=8)
print(tokenizer.batch_decode(generated, skip_special_tokens=True))
