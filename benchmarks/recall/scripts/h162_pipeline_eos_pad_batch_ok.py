# classes: 4 8
"""A text-generation pipeline over a list of prompts with batch_size=2, pad = eos."""

from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

tok = AutoTokenizer.from_pretrained("distilgpt2", padding_side="left")
tok.pad_token = tok.eos_token
model = AutoModelForCausalLM.from_pretrained("distilgpt2")
gen = pipeline("text-generation", model=model, tokenizer=tok)
prompts = ["hello", "the quick brown fox jumps over", "tell me a story"]
for out in gen(prompts, batch_size=2, max_new_tokens=4, pad_token_id=tok.pad_token_id):
    print(out[0]["generated_text"])
