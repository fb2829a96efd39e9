# classes: 8 6
"""Quick sampler: a tokenized prompt with a total-length cap; the prompt is a short sentence."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("The weather today is", return_tensors="pt")
out = model.generate(**enc, max_length=24, do_sample=False, pad_token_id=tok.eos_token_id)
print(tok.decode(out[0]))
