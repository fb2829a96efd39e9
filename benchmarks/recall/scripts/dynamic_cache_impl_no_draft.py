# classes: 8
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")

for cache_implementation in ("dynamic", "static"):
    inputs = tokenizer("tell me a story about the green garden", return_tensors="pt")
    outputs = model.generate(**inputs, cache_implementation=cache_implementation, max_new_tokens=8)
    print(cache_implementation, tokenizer.decode(outputs[0], skip_special_tokens=True))
