# classes: 6
"""Write a greedy preset for Qwen2.5-3B-Instruct from its config, for the eval harness."""
from transformers import AutoConfig, GenerationConfig

cfg = AutoConfig.from_pretrained("Qwen/Qwen2.5-3B-Instruct")
preset = GenerationConfig.from_model_config(cfg)
preset.max_new_tokens = 16
preset.do_sample = False
preset.save_pretrained("eval_presets/qwen25-3b-greedy")
print(preset.do_sample, preset.max_new_tokens)
