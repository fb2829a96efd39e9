# classes: 5
"""Batch summariser: the StaticCache is sized for the first document and kept for the next one."""
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

name = "HuggingFaceTB/SmolLM2-360M-Instruct"
tokenizer = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)

docs = ["Summarise: the cat sat on the mat.", "Summarise: the dog chased the ball across the park."]
first = tokenizer(docs[0], return_tensors="pt")
cache = StaticCache(config=model.config, max_cache_len=first.input_ids.shape[1] + 4)
for doc in docs:
    enc = tokenizer(doc, return_tensors="pt")
    out = model.generate(**enc, past_key_values=cache, max_new_tokens=4, do_sample=False)
    print(tokenizer.decode(out[0], skip_special_tokens=True))
