# classes: 8 9
"""Answer budget computed from a fixed context size: whatever the prompt leaves of CONTEXT
tokens, capped at 64. A long retrieved context leaves nothing."""

from transformers import AutoModelForCausalLM, AutoTokenizer

CONTEXT = 128
tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")

passages = ["the quick brown fox jumps over the lazy dog"] * 16
prompt = " . ".join(passages) + " . what did the fox do ?"
enc = tok(prompt, return_tensors="pt")
budget = min(64, CONTEXT - enc.input_ids.shape[1])
print("budget", budget)
out = model.generate(**enc, max_new_tokens=budget)
print(tok.decode(out[0]))
