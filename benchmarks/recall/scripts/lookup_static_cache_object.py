# classes: 8 5
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")

enc = tok("one two three four one two three four one two three four", return_tensors="pt")
cache = StaticCache(config=model.config, max_cache_len=enc.input_ids.shape[1] + 12)
out = model.generate(**enc, past_key_values=cache, prompt_lookup_num_tokens=4, max_new_tokens=12)
print(tok.decode(out[0]))
