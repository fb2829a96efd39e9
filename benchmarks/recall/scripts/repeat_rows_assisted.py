# classes: 3 8
"""Self-consistency: repeat the prompt row k times and decode all rows with the draft."""
from transformers import AutoModelForCausalLM, AutoTokenizer

K = 3
tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-3B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-3B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
ids = tok("what is two plus two", return_tensors="pt").input_ids
batch = ids.repeat(K, 1)
out = model.generate(batch, assistant_model=draft, do_sample=True, max_new_tokens=8)
print(tok.batch_decode(out))
