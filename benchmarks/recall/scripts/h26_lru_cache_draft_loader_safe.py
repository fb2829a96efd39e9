# classes: 7 6
"""Model loaders memoised with functools.lru_cache, feeding a speculative chat helper.

Loading is expensive, so ``load_model`` and ``load_tokenizer`` are cached by checkpoint
name; the draft for each main checkpoint comes from a small mapping maintained by the
platform team (same-family drafts only, so token ids pass straight across).
"""
from functools import lru_cache

from transformers import AutoModelForCausalLM, AutoTokenizer

DRAFTS = {
    "meta-llama/Llama-3.2-3B-Instruct": "meta-llama/Llama-3.2-1B-Instruct",
    "Qwen/Qwen2.5-7B-Instruct": "Qwen/Qwen2.5-0.5B-Instruct",
}


@lru_cache(maxsize=4)
def load_model(name):
    return AutoModelForCausalLM.from_pretrained(name)


@lru_cache(maxsize=4)
def load_tokenizer(name):
    return AutoTokenizer.from_pretrained(name)


def speculative_chat(main_name, message, max_new_tokens=8):
    tok = load_tokenizer(main_name)
    model = load_model(main_name)
    draft = load_model(DRAFTS[main_name])
    inputs = tok(message, return_tensors="pt")
    out = model.generate(**inputs, assistant_model=draft, max_new_tokens=max_new_tokens)
    return tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    print(speculative_chat("meta-llama/Llama-3.2-3B-Instruct", "Name three prime numbers."))
    print(load_model.cache_info())
