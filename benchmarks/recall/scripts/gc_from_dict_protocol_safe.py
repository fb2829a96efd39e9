# classes: 8 9
"""Sampling protocol shared with the paper's repo: a plain dict turned into a GenerationConfig."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

PROTOCOL = {"max_new_tokens": 8, "do_sample": True, "top_p": 0.95, "num_return_sequences": 4}

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")

gen_config = GenerationConfig.from_dict(PROTOCOL, num_return_sequences=1)
enc = tok("the dog and the king", return_tensors="pt")
out = model.generate(**enc, generation_config=gen_config, assistant_model=draft)
print(tok.batch_decode(out, skip_special_tokens=True))
