# classes: 8
"""The 2022 contrastive search blog example: penalty_alpha with a small top_k on GPT-2."""
from transformers import AutoModelForCausalLM, AutoTokenizer

model_name = "gpt2-medium"
tokenizer = AutoTokenizer.from_pretrained(model_name)
model = AutoModelForCausalLM.from_pretrained(model_name, pad_token_id=tokenizer.eos_token_id)

prefix_text = "once upon a time there lived a queen who loved her garden"
input_ids = tokenizer(prefix_text, return_tensors="pt").input_ids
output = model.generate(input_ids, penalty_alpha=0.6, top_k=4, max_length=40)
print("Output:\n" + 100 * "-")
print(tokenizer.decode(output[0], skip_special_tokens=True))
