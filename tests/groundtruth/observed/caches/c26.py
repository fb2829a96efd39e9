from transformers import AutoModelForCausalLM, AutoTokenizer
import transformers
M = "openai-community/gpt2"; A = "distilbert/distilgpt2"
tok = AutoTokenizer.from_pretrained(M); model = AutoModelForCausalLM.from_pretrained(M); asst = AutoModelForCausalLM.from_pretrained(A)
inputs = tok("the quick brown fox", return_tensors="pt")
from transformers import DynamicCache
cache = DynamicCache()
out = model(**inputs, past_key_values=cache, use_cache=True)
print(model.generate(**inputs, assistant_model=asst, past_key_values=cache, max_new_tokens=5))
# hflint-misses: 4.57.6 5.0.0  a prefix a forward pass cached, given to an assisted call (HF154 is claimed for plain calls, with what the cache holds known)
