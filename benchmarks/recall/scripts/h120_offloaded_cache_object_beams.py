# classes: 5 8
"""OffloadedCache object handed to beam search (recipe from a memory-saving blog post)."""
from transformers import AutoModelForCausalLM, AutoTokenizer, OffloadedCache

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("In a shocking finding, scientists", return_tensors="pt")
out = model.generate(**enc, past_key_values=OffloadedCache(), num_beams=2, max_new_tokens=6, pad_token_id=50256)
print(tok.decode(out[0]))
