# classes: 4 6
"""Forum question: "pipeline batching crashes with GPT-2" -- batch_size given to the pipeline
call, the tokenizer has no pad token."""
from transformers import pipeline

generator = pipeline("text-generation", model="openai-community/gpt2")
prompts = ["Hello, I'm a language model", "The weather today is", "My favourite dog is"]
results = generator(prompts, batch_size=2, max_new_tokens=5)
for r in results:
    print(r[0]["generated_text"])
