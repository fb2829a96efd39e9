# classes: 8 6
"""GPT-2 RAG that truncates the stuffed prompt from the left so the passages and the answer
fit in the model's window (`n_positions`)."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2")
tok.truncation_side = "left"
model = AutoModelForCausalLM.from_pretrained("gpt2")

MAX_NEW = 16
passages = [" ".join(["the quick brown fox jumps over the lazy dog"] * 30) for _ in range(5)]
prompt = "\n\n".join(passages) + "\n\nquestion : what does the fox do ?\nanswer :"
enc = tok(prompt, return_tensors="pt", truncation=True, max_length=model.config.n_positions - MAX_NEW)
out = model.generate(**enc, max_new_tokens=MAX_NEW, pad_token_id=tok.eos_token_id)
print(enc.input_ids.shape, out.shape)
