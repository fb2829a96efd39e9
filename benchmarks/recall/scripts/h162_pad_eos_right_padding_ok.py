# classes: 8
"""Batched decoder-only generation with pad = eos and the tokenizer's default right padding
(transformers only warns)."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-70m")
tok.pad_token = tok.eos_token
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-70m")
model.generation_config.pad_token_id = tok.pad_token_id
batch = tok(["hello", "the quick brown fox jumps"], return_tensors="pt", padding=True)
print(tok.batch_decode(model.generate(**batch, max_new_tokens=4)))
