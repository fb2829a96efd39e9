# classes: 8 5
import transformers
from packaging.version import Version
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

# generate() takes cache= from 5.24 on
CACHE_KW = "cache" if Version(transformers.__version__) >= Version("5.24.0") else "past_key_values"

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
enc = tok("hello world", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=4, **{CACHE_KW: DynamicCache()})
print(tok.decode(out[0]))
