# classes: 8 6
"""Tensor-core friendly resize: the main model's embeddings are padded to a multiple of 64
after adding a pad token, then a draft model speeds up decoding."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2-large")
tok.add_special_tokens({"pad_token": "<|pad|>"})
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-large")
model.resize_token_embeddings(len(tok), pad_to_multiple_of=64)
assistant = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

inputs = tok("hello world", return_tensors="pt")
out = model.generate(**inputs, assistant_model=assistant, max_new_tokens=6, do_sample=False)
print(tok.batch_decode(out))
