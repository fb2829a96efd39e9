# classes: 7 6
"""GPT-2 sped up with prompt lookup instead of early exit (the drafting path that does not truncate layers)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
text = "the cat sat on the mat and the cat sat on the"
inputs = tok(text, return_tensors="pt")
out = model.generate(**inputs, prompt_lookup_num_tokens=3, max_new_tokens=6)
print(tok.decode(out[0]))
