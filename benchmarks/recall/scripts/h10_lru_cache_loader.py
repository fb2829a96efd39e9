# classes: 5 7
"""Cached loaders plus an explicit cache object handed to generate(cache=...)."""
import functools

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache


@functools.lru_cache(maxsize=4)
def load_model(name: str):
    model = AutoModelForCausalLM.from_pretrained(name)
    return model.eval().to("cpu")


@functools.lru_cache(maxsize=4)
def load_tokenizer(name: str):
    return AutoTokenizer.from_pretrained(name)


def chat_turn(name, messages, cache):
    tok = load_tokenizer(name)
    text = tok.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
    enc = tok(text, return_tensors="pt")
    with torch.inference_mode():
        # newer transformers renamed past_key_values= to cache=
        out = load_model(name).generate(**enc, cache=cache, max_new_tokens=6)
    return tok.decode(out[0, enc.input_ids.shape[1]:], skip_special_tokens=True)


if __name__ == "__main__":
    name = "Qwen/Qwen2.5-0.5B-Instruct"
    session_cache = DynamicCache()
    print(chat_turn(name, [{"role": "user", "content": "Hi there"}], session_cache))
