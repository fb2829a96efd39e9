# classes: 4 7
"""pipeline() with an already loaded model, to reuse it for a quick demo.

"Impossible to guess which tokenizer to use" -- the model was loaded by name, why can't it
find the tokenizer?
"""
import platform
import transformers
import os

from transformers import AutoModelForCausalLM, pipeline

# --- system info (issue template) ---
print("python      :", platform.python_version())
print("transformers:", transformers.__version__)
print("platform    :", platform.platform())

name = os.path.join("Qwen", "Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained(name)
print("loaded", name, model.config.model_type)
print("name_or_path:", model.config._name_or_path)
print("generation config:", model.generation_config)

# quick demo for the team channel

generator = pipeline("text-generation", model=model)
print(generator("Give me three colors:", max_new_tokens=5))

# Expected behavior: runs and prints the generated text.
# Actual behavior: see the output pasted below the script in the issue.
