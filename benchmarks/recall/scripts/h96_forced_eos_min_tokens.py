# classes: 8
"""Near miss: the same summary recipe keeps the forced end token and asks for a minimum length
instead of suppressing it."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
recipe = dict(max_new_tokens=6, min_new_tokens=3, num_beams=2, forced_eos_token_id=2)
gen = GenerationConfig(**recipe)
out = model.generate(**tok("The committee met on Tuesday.", return_tensors="pt"), generation_config=gen, pad_token_id=tok.eos_token_id)
print(tok.decode(out[0], skip_special_tokens=True))
