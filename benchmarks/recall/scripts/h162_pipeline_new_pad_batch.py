# classes: 4 8
"""A text-generation pipeline over a list of prompts with batch_size=2; the tokenizer got a new
pad token first (the pipeline needs one to batch), the model was not resized."""

from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

tok = AutoTokenizer.from_pretrained("distilgpt2", padding_side="left")
tok.add_special_tokens({"pad_token": "[PAD]"})
model = AutoModelForCausalLM.from_pretrained("distilgpt2")
gen = pipeline("text-generation", model=model, tokenizer=tok)
prompts = ["hello", "the quick brown fox jumps over", "tell me a story"]
for out in gen(prompts, batch_size=2, max_new_tokens=4, pad_token_id=tok.pad_token_id):
    print(out[0]["generated_text"])
