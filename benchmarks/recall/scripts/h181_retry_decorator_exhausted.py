# classes: 7 2
"""A retry decorator from the team's utils: on the listed exceptions it halves max_new_tokens
and tries again, re-raising after the last attempt."""
import functools

from transformers import AutoModelForCausalLM, AutoTokenizer


def retry(times=3, exceptions=(ValueError, RuntimeError)):
    def decorator(fn):
        @functools.wraps(fn)
        def wrapper(*args, max_new_tokens=8, **kwargs):
            for attempt in range(times):
                try:
                    return fn(*args, max_new_tokens=max_new_tokens, **kwargs)
                except exceptions:
                    if attempt == times - 1:
                        raise
                    max_new_tokens = max(1, max_new_tokens // 2)
        return wrapper
    return decorator


tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")


@retry(times=2)
def generate_text(prompt, max_new_tokens=8, **settings):
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=max_new_tokens, **settings)
    return tok.decode(out[0], skip_special_tokens=True)


print(generate_text("Give me a fun fact:", do_sample=False, repetition_penalty=-1.0))
