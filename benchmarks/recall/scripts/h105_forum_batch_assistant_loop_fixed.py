# classes: 2 8
"""The answer to the batch question: assisted generation takes one prompt at a time, so loop."""
from transformers import AutoModelForCausalLM, AutoTokenizer

prompts = ["Tell me a story about cats", "The king and the queen", "Once upon a time"]

tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
assistant = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

for prompt in prompts:
    inputs = tokenizer(prompt, return_tensors="pt")
    generated = model.generate(**inputs, assistant_model=assistant, max_new_tokens=8)
    print(tokenizer.decode(generated[0], skip_special_tokens=True))
