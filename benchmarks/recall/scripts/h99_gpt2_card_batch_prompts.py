# classes: 4
"""GPT-2 model card snippet (pipeline, set_seed, num_return_sequences=5) with the prompt turned
into a list of prompts and batch_size=2 to go faster."""
from transformers import pipeline, set_seed

generator = pipeline("text-generation", model="openai-community/gpt2")
set_seed(42)
prompts = ["Hello, I'm a language model,", "The quick brown fox", "Once upon a time"]
for out in generator(prompts, max_new_tokens=8, num_return_sequences=5, batch_size=2):
    print([o["generated_text"] for o in out])
