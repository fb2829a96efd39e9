from transformers import AutoModelForCausalLM, AutoTokenizer
import transformers
M = "openai-community/gpt2"; A = "distilbert/distilgpt2"
tok = AutoTokenizer.from_pretrained(M); model = AutoModelForCausalLM.from_pretrained(M); asst = AutoModelForCausalLM.from_pretrained(A)
inputs = tok("the quick brown fox", return_tensors="pt")
from transformers import DynamicCache
cache = DynamicCache()
print(model.generate(**inputs, assistant_model=asst, past_key_values=cache, max_new_tokens=5))
print(model.generate(**inputs, assistant_model=asst, past_key_values=cache, max_new_tokens=5))
# hflint-misses: 4.57.6 5.0.0  the cache an earlier call filled given to an assisted call (HF154 is claimed for plain calls only; the assisted cases were not run across releases)
