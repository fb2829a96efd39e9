# classes: 6
"""Derive a deterministic generation config from SmolLM2-360M-Instruct's model config and ship it."""
from transformers import AutoConfig, GenerationConfig

model_id = "HuggingFaceTB/SmolLM2-360M-Instruct"
config = AutoConfig.from_pretrained(model_id)

gen = GenerationConfig.from_model_config(config)
gen.update(temperature=0.2, max_new_tokens=64)
gen.save_pretrained("artifacts/smollm2-greedy")
print(gen)
