# classes: 6 2
"""Completion at the end of a long file: max_length budget chosen for short snippets."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

FILE = "\n".join(f"def f{i}(x):\n    return x + {i}\n" for i in range(20))
GEN = {"max_length": 32, "do_sample": False, "pad_token_id": tokenizer.eos_token_id}

inputs = tokenizer(FILE + "\ndef main():\n", return_tensors="pt")
print(inputs["input_ids"].shape)
out = model.generate(**inputs, **GEN)
print(tokenizer.decode(out[0][inputs["input_ids"].shape[1]:]))
