from transformers import AutoModelForCausalLM, AutoTokenizer
import transformers
M = "openai-community/gpt2"; A = "distilbert/distilgpt2"
tok = AutoTokenizer.from_pretrained(M); model = AutoModelForCausalLM.from_pretrained(M); asst = AutoModelForCausalLM.from_pretrained(A)
inputs = tok("the quick brown fox", return_tensors="pt")
from transformers.cache_utils import HybridCache
print(HybridCache)
