from transformers import AutoModelForCausalLM, AutoTokenizer
import transformers
M = "openai-community/gpt2"; A = "distilbert/distilgpt2"
tok = AutoTokenizer.from_pretrained(M); model = AutoModelForCausalLM.from_pretrained(M); asst = AutoModelForCausalLM.from_pretrained(A)
inputs = tok("the quick brown fox", return_tensors="pt")
from transformers import StaticCache
print(model.generate(**inputs, assistant_early_exit=1, past_key_values=StaticCache(config=model.config, max_cache_len=64), max_new_tokens=5))
