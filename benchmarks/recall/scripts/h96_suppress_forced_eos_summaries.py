# classes: 8
"""Summaries that end too early: the end token is suppressed, while the config (copied from a
BART recipe, whose end token is id 2) also forces it at the last step."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
END = tok.eos_token_id
recipe = dict(max_new_tokens=6, num_beams=2, length_penalty=2.0, forced_eos_token_id=2, suppress_tokens=[2])
gen = GenerationConfig(**recipe)
text = "The committee met on Tuesday to discuss the new budget."
out = model.generate(**tok(text, return_tensors="pt"), generation_config=gen, pad_token_id=END)
print(tok.decode(out[0], skip_special_tokens=True))
