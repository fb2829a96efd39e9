# classes: 7 6
"""Model registry: loaders memoised with functools.lru_cache so every request shares one copy;
the draft is loaded for speculative decoding."""
import functools

from transformers import AutoModelForCausalLM, AutoTokenizer


@functools.lru_cache(maxsize=None)
def load(name: str):
    model = AutoModelForCausalLM.from_pretrained(name)
    model.eval()
    model.config.use_cache = False
    model.generation_config.use_cache = False
    return model


@functools.lru_cache(maxsize=None)
def tokenizer(name: str):
    return AutoTokenizer.from_pretrained(name)


def answer(prompt: str) -> str:
    tok = tokenizer("openai-community/gpt2")
    enc = tok(prompt, return_tensors="pt")
    out = load("openai-community/gpt2").generate(
        **enc, assistant_model=load("distilbert/distilgpt2"), max_new_tokens=6
    )
    return tok.decode(out[0])


print(answer("hello world"))
