# classes: 7 8
"""Latency logging: a @timed decorator (functools.wraps) around the generate helper; one sampled
continuation with a draft model."""
import functools
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")


def timed(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        t0 = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            print(f"{fn.__name__} took {time.perf_counter() - t0:.3f}s")

    return wrapper


@timed
def generate(prompt, **gen_kwargs):
    enc = tok(prompt, return_tensors="pt")
    return model.generate(**enc, assistant_model=draft, **gen_kwargs)


out = generate("the quick brown fox", max_new_tokens=5, do_sample=True, num_return_sequences=1)
print(tok.batch_decode(out))
