# classes: 5 6
"""Document QA with prompt lookup over a preallocated long cache."""
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

CKPT = "mistralai/Mistral-7B-v0.1"


def load(ckpt=CKPT):
    return AutoTokenizer.from_pretrained(ckpt), AutoModelForCausalLM.from_pretrained(ckpt)


def answer(model, tok, doc, question, cache_len=8192):
    cache = StaticCache(config=model.config, max_cache_len=cache_len)
    enc = tok(doc + " " + question, return_tensors="pt")
    return model.generate(**enc, past_key_values=cache, prompt_lookup_num_tokens=3, max_new_tokens=5)


tok, model = load()
print(answer(model, tok, "the king loved the garden and the queen loved the garden", "who loved the garden"))
