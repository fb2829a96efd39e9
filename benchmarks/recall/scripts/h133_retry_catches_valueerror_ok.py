# classes: 7 8
"""Defensive serving: a retry decorator falls back to greedy decoding when the sampling settings
are rejected (ValueError), so a bad request never kills the worker."""
import functools

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")


def greedy_fallback(fn):
    @functools.wraps(fn)
    def inner(prompt, **kw):
        try:
            return fn(prompt, **kw)
        except ValueError as err:
            print(f"bad settings ({err}); falling back to greedy")
            return fn(prompt, do_sample=False)

    return inner


@greedy_fallback
def sample(prompt, **kw):
    enc = tok(prompt, return_tensors="pt")
    return model.generate(**enc, max_new_tokens=5, **kw)


print(tok.decode(sample("hello there", do_sample=True, temperature=0.0)[0]))
