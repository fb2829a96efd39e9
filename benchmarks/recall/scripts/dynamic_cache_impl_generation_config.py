# classes: 8
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tokenizer = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")

config = GenerationConfig(max_new_tokens=12, do_sample=False, cache_implementation="dynamic")
enc = tokenizer("the quick brown fox jumps over the lazy dog", return_tensors="pt")
out = model.generate(**enc, generation_config=config, assistant_model=draft)
print(tokenizer.decode(out[0]))
