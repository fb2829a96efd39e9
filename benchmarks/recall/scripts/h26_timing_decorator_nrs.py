# classes: 7 9
"""Timing and logging decorators stacked on a speculative generate helper.

Every public inference function in our toolkit is wrapped with ``@timed`` and ``@logged``
(both keep the wrapped signature with functools.wraps) so latency shows up in the logs.
The candidates endpoint asks for several completions to rerank.
"""
import functools
import logging
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

logging.basicConfig(level=logging.INFO)
log = logging.getLogger("infer")


def timed(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        start = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            log.info("%s took %.3fs", fn.__name__, time.perf_counter() - start)

    return wrapper


def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        log.info("calling %s with %s", fn.__name__, sorted(kwargs))
        return fn(*args, **kwargs)

    return wrapper


tokenizer = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")


@timed
@logged
def generate_candidates(prompt, n_candidates=4, max_new_tokens=8):
    inputs = tokenizer(prompt, return_tensors="pt")
    out = model.generate(
        **inputs,
        assistant_model=draft,
        do_sample=True,
        num_return_sequences=n_candidates,
        max_new_tokens=max_new_tokens,
    )
    return tokenizer.batch_decode(out, skip_special_tokens=True)


if __name__ == "__main__":
    for i, text in enumerate(generate_candidates("Write a tagline for a bakery:")):
        print(i, text)
