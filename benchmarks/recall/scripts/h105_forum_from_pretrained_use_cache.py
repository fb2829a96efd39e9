# classes: 8 6
"""Forum question: use_cache=False passed to from_pretrained (from a training recipe), then the
loaded model is used with an assistant."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct", use_cache=False)
assistant = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")

inputs = tokenizer("tell me a story about dogs", return_tensors="pt")
out = model.generate(**inputs, assistant_model=assistant, max_new_tokens=8)
print(tokenizer.decode(out[0], skip_special_tokens=True))
