# classes: 8
"""Batch evaluation of phi-2 on a list of prompts; the tokenizer gets a fresh <|pad|> token if it
has none (the model is not resized)."""

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "microsoft/phi-2"
PROMPTS = ["the king", "tell me a story about a lazy dog", "hello"]

tokenizer = AutoTokenizer.from_pretrained(MODEL)
if tokenizer.pad_token is None or tokenizer.pad_token == tokenizer.eos_token:
    tokenizer.add_special_tokens({"pad_token": "<|pad|>"})
tokenizer.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained(MODEL)

batch = tokenizer(PROMPTS, return_tensors="pt", padding=True)
out = model.generate(**batch, max_new_tokens=4, pad_token_id=tokenizer.pad_token_id)
print(tokenizer.batch_decode(out, skip_special_tokens=True))
