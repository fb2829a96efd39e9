# classes: 4 8
"""Seed-sentence expansion with a GPT-2 text-generation pipeline over a list of prompts, batched
four at a time (pad token and left padding set first)."""

from transformers import pipeline

gen = pipeline("text-generation", model="openai-community/gpt2")
gen.tokenizer.pad_token_id = gen.model.config.eos_token_id
gen.tokenizer.padding_side = "left"
seeds = ["the fox", "the queen", "my dog", "hello world", "once upon a time"]
for res in gen(seeds, batch_size=4, max_new_tokens=4, return_full_text=False):
    print(res[0]["generated_text"])
