# classes: 7 3
"""Generation backends registered by a class decorator and picked by name.

Each strategy class registers itself with ``@register_backend("name")``; the serving
config names the backend to use. The "lookup" backend is prompt-lookup decoding, tuned
for code completion where the output repeats the context.
"""
from transformers import AutoModelForCausalLM, AutoTokenizer

BACKENDS = {}


def register_backend(name):
    def decorator(cls):
        BACKENDS[name] = cls
        cls.backend_name = name
        return cls

    return decorator


class Backend:
    extra_kwargs = {}

    def __init__(self, model, tokenizer):
        self.model = model
        self.tokenizer = tokenizer

    def generate(self, prompt, max_new_tokens=8):
        enc = self.tokenizer(prompt, return_tensors="pt")
        out = self.model.generate(**enc, max_new_tokens=max_new_tokens, **self.extra_kwargs)
        return self.tokenizer.decode(out[0], skip_special_tokens=True)


@register_backend("greedy")
class GreedyBackend(Backend):
    extra_kwargs = {"do_sample": False}


@register_backend("lookup")
class PromptLookupBackend(Backend):
    # low-memory mode from the edge deployment: no KV cache
    extra_kwargs = {"prompt_lookup_num_tokens": 4, "use_cache": False}


SERVING_CONFIG = {"checkpoint": "Qwen/Qwen2.5-Coder-0.5B-Instruct", "backend": "lookup"}

if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained(SERVING_CONFIG["checkpoint"])
    model = AutoModelForCausalLM.from_pretrained(SERVING_CONFIG["checkpoint"])
    backend = BACKENDS[SERVING_CONFIG["backend"]](model, tok)
    print(backend.backend_name, backend.generate("def fibonacci(n):\n    "))
