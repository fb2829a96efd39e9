# classes: 7 6
"""Self-speculative decoding on a Llama-architecture checkpoint (SmolLM2), exiting after one layer."""
from transformers import AutoModelForCausalLM, AutoTokenizer

repo = "HuggingFaceTB/SmolLM2-135M"
tokenizer = AutoTokenizer.from_pretrained(repo)
model = AutoModelForCausalLM.from_pretrained(repo)
enc = tokenizer("Gravity is", return_tensors="pt")
out = model.generate(**enc, assistant_early_exit=1, max_new_tokens=6)
print(tokenizer.decode(out[0], skip_special_tokens=True))
