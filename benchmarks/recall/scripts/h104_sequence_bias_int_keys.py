# classes: 7
"""Discourage a few words with `sequence_bias` (negative bias per token id) instead of banning
them outright."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "openai-community/gpt2"
tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

discouraged = ["dog", "lazy"]
bias = {tokenizer.convert_tokens_to_ids(w): -10.0 for w in discouraged}

inputs = tokenizer("the quick brown fox jumps over the", return_tensors="pt")
out = model.generate(**inputs, sequence_bias=bias, max_new_tokens=8, pad_token_id=tokenizer.eos_token_id)
print(tokenizer.decode(out[0], skip_special_tokens=True))
