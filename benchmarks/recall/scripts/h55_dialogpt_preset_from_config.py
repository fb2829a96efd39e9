# classes: 6
"""Build a reusable generation preset for the DialoGPT chatbot and store it next to the app."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

CKPT = "microsoft/DialoGPT-medium"
PRESET_DIR = "presets/dialogpt"

tokenizer = AutoTokenizer.from_pretrained(CKPT)
model = AutoModelForCausalLM.from_pretrained(CKPT)

preset = GenerationConfig.from_model_config(model.config)
preset.max_new_tokens = 12
preset.top_p = 0.92
preset.pad_token_id = tokenizer.eos_token_id

os.makedirs(PRESET_DIR, exist_ok=True)
preset.save_pretrained(PRESET_DIR)
print("saved", sorted(preset.to_diff_dict()))
