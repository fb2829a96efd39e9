# classes: 5 8
# Try the fast path; if this transformers version refuses it, fall back to plain decoding.
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
enc = tok("tell me about the queen", return_tensors="pt")

try:
    out = model.generate(**enc, assistant_model=draft, cache_implementation="static", max_new_tokens=5)
except ValueError as err:
    print("fast path unavailable:", err)
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=5)
print(tok.decode(out[0]))
