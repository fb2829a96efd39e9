# classes: 8 6
"""GPT-2 RAG that truncates the prompt to the model's full window (n_positions) and then
asks for new tokens on top of it."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
window = model.config.n_positions

passages = [" ".join(["once upon a time there lived a king"] * 40) for _ in range(5)]
enc = tok(" ".join(passages), return_tensors="pt", truncation=True, max_length=window)
out = model.generate(**enc, max_new_tokens=10, pad_token_id=tok.eos_token_id)
print(out.shape)
