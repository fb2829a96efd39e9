# classes: 5 8
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("openai-community/gpt2-medium")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-medium")
assistant = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

enc = tok("hello world", return_tensors="pt")
past = DynamicCache()
# use_cache=False copied from the training config
out = model.generate(**enc, assistant_model=assistant, past_key_values=past, use_cache=False, max_new_tokens=6)
print(tok.decode(out[0]))
