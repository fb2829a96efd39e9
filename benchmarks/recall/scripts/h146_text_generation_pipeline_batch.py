# classes: 4 8
"""Batch completion with a hand-built TextGenerationPipeline and batch_size=, from a 2022 repo
that forgot to give GPT-2 a pad token."""
from transformers import GPT2LMHeadModel, GPT2TokenizerFast, TextGenerationPipeline

tok = GPT2TokenizerFast.from_pretrained("distilgpt2")
model = GPT2LMHeadModel.from_pretrained("distilgpt2")
pipe = TextGenerationPipeline(model=model, tokenizer=tok, device=-1)
prompts = ["the king", "the queen loved", "a fox jumps over"]
for out in pipe(prompts, batch_size=2, max_new_tokens=6, do_sample=False):
    print(out[0]["generated_text"])
