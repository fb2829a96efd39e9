# classes: 6 5
"""Reuse one model's decoding defaults for another: the DistilGPT2 generation config is
loaded and installed on GPT-2 before the comparison run, so both see the same settings."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

reference = GenerationConfig.from_pretrained("distilbert/distilgpt2")
tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
model.generation_config = reference
model.generation_config.max_new_tokens = 4
model.generation_config.pad_token_id = tok.eos_token_id
model.generation_config.eos_token_id = tok.eos_token_id
model.generation_config.bos_token_id = tok.bos_token_id

enc = tok("the weather today is", return_tensors="pt")
out = model.generate(**enc)
print(tok.decode(out[0], skip_special_tokens=True))
