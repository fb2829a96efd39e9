# classes: 4 6
"""Batched GPT-2 generation after setting the pipeline tokenizer's pad id to EOS, as the docs advise."""
from transformers import pipeline

pipe = pipeline("text-generation", model="openai-community/gpt2")
pipe.tokenizer.pad_token_id = pipe.model.config.eos_token_id
pipe.tokenizer.padding_side = "left"

prompts = ["Roses are red", "The quick brown fox", "To be or not to be"]
for prompt, out in zip(prompts, pipe(prompts, batch_size=3, max_new_tokens=6, do_sample=False)):
    print(prompt, "->", out[0]["generated_text"])
