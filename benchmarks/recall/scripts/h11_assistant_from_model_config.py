# classes: 6 8
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

model.config.use_cache = False
gen_cfg = GenerationConfig.from_model_config(model.config)
gen_cfg.max_new_tokens = 5
enc = tok("hello world", return_tensors="pt")
print(tok.decode(model.generate(**enc, generation_config=gen_cfg, assistant_model=draft)[0]))
