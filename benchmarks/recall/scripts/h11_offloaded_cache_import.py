# classes: 8 5
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.cache_utils import OffloadedCache

name = "HuggingFaceTB/SmolLM2-360M-Instruct"
tok = AutoTokenizer.from_pretrained(name)
lm = AutoModelForCausalLM.from_pretrained(name)
prompt = tok("once upon a time there lived a king", return_tensors="pt")
out = lm.generate(**prompt, past_key_values=OffloadedCache(), prompt_lookup_num_tokens=3, max_new_tokens=6)
print(tok.decode(out[0], skip_special_tokens=True))
