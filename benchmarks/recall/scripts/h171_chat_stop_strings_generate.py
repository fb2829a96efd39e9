# classes: 8
"""The same stop-at-"user" chat without the pipeline: model and tokenizer by hand."""
from transformers import AutoModelForCausalLM, AutoTokenizer

name = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)
history = [{"role": "user", "content": "hello who are you"}]
text = tok.apply_chat_template(history, tokenize=False, add_generation_prompt=True)
batch = tok(text, return_tensors="pt")
out = model.generate(**batch, max_new_tokens=8, do_sample=False, stop_strings=["user"])
print(tok.decode(out[0][batch.input_ids.shape[1] :]))
