# classes: 7 5
"""make_generator() returns a closure capturing the cache policy; prompt lookup for code completion."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache


def make_generator(model, tok, *, lookup_tokens=0, preallocate=False, budget=8):
    def generate(text):
        enc = tok(text, return_tensors="pt")
        kwargs = {"max_new_tokens": budget}
        if lookup_tokens:
            kwargs["prompt_lookup_num_tokens"] = lookup_tokens
        if preallocate:
            kwargs["past_key_values"] = StaticCache(config=model.config, max_cache_len=enc.input_ids.shape[1] + budget)
        else:
            kwargs["past_key_values"] = DynamicCache()
        return tok.decode(model.generate(**enc, **kwargs)[0], skip_special_tokens=True)
    return generate


tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-Coder-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-Coder-0.5B-Instruct")

complete_fast = make_generator(model, tok, preallocate=True)
complete_lookup = make_generator(model, tok, lookup_tokens=4)

src = "for i in range(10):\n    print(i)\nfor j in range(10):\n    print("
print(complete_fast(src))
print(complete_lookup(src))
