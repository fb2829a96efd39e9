# classes: 2 8
"""Forum question: prompt lookup decoding on a batch of documents (summaries of a list)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

docs = ["the red dog and the blue cat", "one two three four five six", "hello world this is a story"]

tokenizer = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
tokenizer.pad_token = tokenizer.eos_token
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
batch = tokenizer([f"Repeat: {d}" for d in docs], return_tensors="pt", padding=True)
out = model.generate(**batch, prompt_lookup_num_tokens=3, max_new_tokens=8)
print(tokenizer.batch_decode(out, skip_special_tokens=True))
