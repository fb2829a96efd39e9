# classes: 9
"""A chat demo that kept contrastive search's settings in its config but turned it off:
penalty_alpha is 0.0, so generate decodes greedily with top_k unused."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
model.generation_config.pad_token_id = tok.eos_token_id
model.generation_config.penalty_alpha = 0.0
model.generation_config.top_k = 4

history = "User: hi there\nBot:"
ids = tok(history, return_tensors="pt")
reply = model.generate(**ids, max_new_tokens=8)
print(tok.decode(reply[0][ids["input_ids"].shape[1]:], skip_special_tokens=True))
