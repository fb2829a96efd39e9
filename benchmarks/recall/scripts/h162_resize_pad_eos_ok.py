# classes: 8 6
"""Pad with eos (no new token), then the usual `resize_token_embeddings(len(tok))` line from a
fine-tuning template: the size does not change, so the draft model still matches."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2-large")
tok.pad_token = tok.eos_token
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-large")
model.resize_token_embeddings(len(tok))
assistant = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

inputs = tok("hello world", return_tensors="pt")
out = model.generate(**inputs, assistant_model=assistant, max_new_tokens=6, do_sample=False)
print(tok.batch_decode(out))
