# classes: 5
"""Each request builds a StaticCache sized from its own prompt plus the generation budget."""
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

ckpt = "openai-community/gpt2"
tokenizer = AutoTokenizer.from_pretrained(ckpt)
model = AutoModelForCausalLM.from_pretrained(ckpt)
budget = 5


def complete(text):
    enc = tokenizer(text, return_tensors="pt")
    kv = StaticCache(config=model.config, max_cache_len=enc["input_ids"].shape[-1] + budget)
    ids = model.generate(**enc, past_key_values=kv, max_new_tokens=budget, pad_token_id=tokenizer.eos_token_id)
    return tokenizer.decode(ids[0][enc["input_ids"].shape[-1]:])


for line in ["The recipe calls for two cups of", "Our next stop on the tour is"]:
    print(repr(complete(line)))
