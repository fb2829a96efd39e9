from transformers import AutoModelForCausalLM, AutoTokenizer
import transformers
M = "openai-community/gpt2"; A = "distilbert/distilgpt2"
tok = AutoTokenizer.from_pretrained(M); model = AutoModelForCausalLM.from_pretrained(M); asst = AutoModelForCausalLM.from_pretrained(A)
inputs = tok("the quick brown fox", return_tensors="pt")
from transformers.cache_utils import HybridCache
print(HybridCache)
# hflint-misses: 5.0.0 5.15.0 5.19.0 5.20.2 5.23.0 5.24.0  a file that calls no generate, pipeline or export wrapper is not analysed (the prefilter)
