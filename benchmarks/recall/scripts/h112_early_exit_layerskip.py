# classes: 7 6
"""Self-speculative decoding (LayerSkip style): draft with the first layers of the same model."""
from transformers import AutoModelForCausalLM, AutoTokenizer

checkpoint = "meta-llama/Llama-3.2-1B"
tokenizer = AutoTokenizer.from_pretrained(checkpoint)
model = AutoModelForCausalLM.from_pretrained(checkpoint)

inputs = tokenizer("once upon a time there lived a king", return_tensors="pt")
outputs = model.generate(**inputs, assistant_early_exit=1, max_new_tokens=8)
print(tokenizer.batch_decode(outputs, skip_special_tokens=True)[0])
