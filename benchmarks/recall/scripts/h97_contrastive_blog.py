# classes: 9
"""Contrastive search as the well-known blog post shows it: gpt2 continuing a prompt with
penalty_alpha=0.6 and top_k=4."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2", pad_token_id=tokenizer.eos_token_id)

input_ids = tokenizer.encode("DeepMind Company is", return_tensors="pt")
output = model.generate(input_ids, penalty_alpha=0.6, top_k=4, max_length=16)
print(tokenizer.decode(output[0], skip_special_tokens=True))
