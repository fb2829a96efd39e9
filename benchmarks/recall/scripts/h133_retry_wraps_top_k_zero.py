# classes: 7 8
"""Flaky-GPU guard: a retry decorator re-runs generation on RuntimeError (OOM); sampling with
top_k=0 meant 'no top-k filter'."""
import functools

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")


def retry(times=3, on=(RuntimeError,)):
    def deco(fn):
        @functools.wraps(fn)
        def inner(*a, **kw):
            for attempt in range(times):
                try:
                    return fn(*a, **kw)
                except on as err:
                    print(f"attempt {attempt} failed: {err}")
            raise RuntimeError("out of retries")

        return inner

    return deco


@retry(times=2)
def sample(prompt, **kw):
    enc = tok(prompt, return_tensors="pt")
    return model.generate(**enc, do_sample=True, max_new_tokens=5, **kw)


print(tok.decode(sample("hello there", top_k=0, top_p=0.9)[0]))
