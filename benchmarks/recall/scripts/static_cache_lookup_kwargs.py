# classes: 5 8
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B")

text = "one two three four five one two three four five one two three"
enc = tokenizer(text, return_tensors="pt")
generate_kwargs = {
    "max_new_tokens": 8,
    "prompt_lookup_num_tokens": 4,
    "past_key_values": StaticCache(config=model.config, max_cache_len=64),
}
out = model.generate(**enc, **generate_kwargs)
print(tokenizer.decode(out[0]))
