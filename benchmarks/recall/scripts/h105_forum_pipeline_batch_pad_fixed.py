# classes: 4 6
"""The fixed version from the answer: set the pad token to eos before batching (and pad left)."""
from transformers import pipeline

generator = pipeline("text-generation", model="openai-community/gpt2")
generator.tokenizer.pad_token_id = generator.model.config.eos_token_id
generator.tokenizer.padding_side = "left"
prompts = ["Hello, I'm a language model", "The weather today is", "My favourite dog is"]
results = generator(prompts, batch_size=2, max_new_tokens=5)
for r in results:
    print(r[0]["generated_text"])
