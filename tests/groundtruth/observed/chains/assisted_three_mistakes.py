from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
assistant = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

inputs = tokenizer("once upon a time", return_tensors="pt")
outputs = model.generate(**inputs, assistant_model=assistant, use_cache=False, cache_implementation="static",
                         max_new_tokens=8)
print(tokenizer.decode(outputs[0]))
