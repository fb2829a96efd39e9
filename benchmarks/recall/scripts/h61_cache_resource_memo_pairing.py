# classes: 6 7
"""Streamlit-style app whose loaders are memoised by a hand-written `cache_resource` decorator
(a module dict keyed by the function's name and its arguments), so reruns reuse the models.
Written after h61's blind measurement."""
import functools

from transformers import AutoModelForCausalLM, AutoTokenizer

_RESOURCES = {}


def cache_resource(fn):
    @functools.wraps(fn)
    def wrapper(*args):
        key = (fn.__name__, *args)
        if key not in _RESOURCES:
            _RESOURCES[key] = fn(*args)
        return _RESOURCES[key]
    return wrapper


@cache_resource
def load_model(name):
    return AutoModelForCausalLM.from_pretrained(name).eval()


@cache_resource
def load_tokenizer(name):
    return AutoTokenizer.from_pretrained(name)


TARGET = "meta-llama/Llama-3.2-1B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"


def app(question):
    tok = load_tokenizer(TARGET)
    model = load_model(TARGET)
    draft = load_model(DRAFT)
    enc = tok(question, return_tensors="pt")
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=5)
    return tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    for q in ["What is speculative decoding?", "And prompt lookup?"]:
        print(app(q))
