# classes: 8
"""The "contrastive search" section of a decoding blog post: penalty_alpha=0.6 with top_k=4,
written for transformers 4.x."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
input_ids = tok("the quick brown fox", return_tensors="pt").input_ids

output = model.generate(input_ids, penalty_alpha=0.6, top_k=4, max_new_tokens=8, pad_token_id=tok.eos_token_id)
print("Contrastive search:\n" + tok.decode(output[0], skip_special_tokens=True))
