# classes: 6 8
"""Llama-2-13b-chat card generate snippet where the user copied cache_implementation="dynamic"
from a blog post and added Llama-2-7b-chat as the assistant model."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("meta-llama/Llama-2-13b-chat-hf")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-13b-chat-hf")
assistant = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-7b-chat-hf")

prompt = "[INST] Tell me about llamas [/INST]"
inputs = tokenizer(prompt, return_tensors="pt")
out = model.generate(**inputs, assistant_model=assistant, cache_implementation="dynamic", max_new_tokens=8)
print(tokenizer.decode(out[0], skip_special_tokens=True))
