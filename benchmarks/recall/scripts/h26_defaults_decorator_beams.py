# classes: 7 2
"""A decorator that injects default generation kwargs into a generate helper.

``@generation_defaults(...)`` merges team-wide defaults under the caller's kwargs. The
quality preset adds beam search; the latency preset adds prompt lookup. The nightly eval
runs the helper with both presets stacked (the decorator order decides precedence).
"""
import functools

from transformers import AutoModelForCausalLM, AutoTokenizer


def generation_defaults(**defaults):
    def decorator(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            merged = {**defaults, **kwargs}
            return fn(*args, **merged)

        wrapper.defaults = defaults
        return wrapper

    return decorator


tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")


@generation_defaults(num_beams=3, early_stopping=True)
@generation_defaults(prompt_lookup_num_tokens=4, max_new_tokens=8)
def complete(prompt, **gen_kwargs):
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, pad_token_id=tok.eos_token_id, **gen_kwargs)
    return tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    for prompt in ["The capital of France is", "def add(a, b):"]:
        print(repr(complete(prompt)))
