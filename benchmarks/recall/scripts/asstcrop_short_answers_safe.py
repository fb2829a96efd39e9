# classes: 2 8
"""Yes/no answers of one or two tokens with a static-cache draft: no second drafting round."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
target = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
draft.generation_config.cache_implementation = "static"

for budget in (1, 2):
    inputs = tokenizer("Is water wet? Answer yes or no:", return_tensors="pt")
    out = target.generate(**inputs, assistant_model=draft, max_new_tokens=budget)
    print(budget, tokenizer.decode(out[0, inputs["input_ids"].shape[1]:]))
