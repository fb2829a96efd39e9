# classes: 7 2
"""One settings dict applied to both the main model's and the draft's generation config."""
from transformers import AutoModelForCausalLM, AutoTokenizer

SETTINGS = {"max_new_tokens": 8, "do_sample": False, "num_beams": 1, "repetition_penalty": 1.1}

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-3B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-3B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model.generation_config.update(**SETTINGS)
draft.generation_config.update(**SETTINGS)

inputs = tok("tell me about the garden", return_tensors="pt")
out = model.generate(**inputs, assistant_model=draft)
print(tok.decode(out[0], skip_special_tokens=True))
