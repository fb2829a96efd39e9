# classes: 4
"""The pipeline copies the model's generation settings when it is built."""
from transformers import pipeline

generator = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-360M-Instruct",
                     assistant_model="HuggingFaceTB/SmolLM2-135M-Instruct")
# memory tweak added later by ops
generator.model.generation_config.use_cache = False

print(generator("tell me a story", max_new_tokens=8)[0]["generated_text"])
