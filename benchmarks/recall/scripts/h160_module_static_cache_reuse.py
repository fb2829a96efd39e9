# classes: 5 9
"""Serving loop that preallocates one StaticCache at module level (to avoid allocations per
request) and passes it to every request's generate call."""
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
CACHE = StaticCache(config=model.config, max_cache_len=64)


def serve(prompt):
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, past_key_values=CACHE, max_new_tokens=5, do_sample=False)
    return tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True)


if __name__ == "__main__":
    print(serve("hello world"))
    print(serve("tell me a story about cats"))
