# classes: 5 8
# Carry a cache across turns of a chat, with the "compile-friendly" option still set.
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("microsoft/phi-4")
model = AutoModelForCausalLM.from_pretrained("microsoft/phi-4")
GEN = dict(max_new_tokens=4, cache_implementation="static")

history = DynamicCache()
enc = tok("hello world", return_tensors="pt")
out = model.generate(**enc, past_key_values=history, **GEN)
print(tok.decode(out[0]))
