# classes: 5
"""Keep the cache object around to inspect it after generation."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tokenizer = AutoTokenizer.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
draft = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")

gen_kwargs = {"assistant_model": draft, "max_new_tokens": 8}
gen_kwargs["past_key_values"] = DynamicCache()
enc = tokenizer("tell me a story about a green garden", return_tensors="pt")
out = model.generate(**enc, **gen_kwargs)
print(tokenizer.decode(out[0]), gen_kwargs["past_key_values"].get_seq_length())
