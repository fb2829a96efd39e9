# classes: 8 9
"""The same answer budget with a floor of 8 new tokens, and the prompt truncated to leave
room for them."""

from transformers import AutoModelForCausalLM, AutoTokenizer

CONTEXT = 128
tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")

passages = ["the quick brown fox jumps over the lazy dog"] * 16
prompt = " . ".join(passages) + " . what did the fox do ?"
enc = tok(prompt, return_tensors="pt", truncation=True, max_length=CONTEXT - 8)
budget = max(8, min(64, CONTEXT - enc.input_ids.shape[1]))
out = model.generate(**enc, max_new_tokens=budget, do_sample=False)
print(budget, out.shape)
