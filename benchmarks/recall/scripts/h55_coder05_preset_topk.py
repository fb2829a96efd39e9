# classes: 6
"""Code completion preset for Qwen2.5-Coder-0.5B-Instruct: narrow top_k, short outputs."""
from transformers import AutoModelForCausalLM, GenerationConfig

coder = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-Coder-0.5B-Instruct")
completion_cfg = GenerationConfig.from_model_config(coder.config)
completion_cfg.top_k = 5
completion_cfg.max_new_tokens = 32
completion_cfg.save_pretrained("completion_cfg")
