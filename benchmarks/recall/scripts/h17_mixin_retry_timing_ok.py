# classes: 7
"""Service class built from mixins; generate is wrapped by timing and retry decorators."""
import functools
import time

from transformers import AutoModelForCausalLM, AutoTokenizer


def timed(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        t0 = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            print(f"{fn.__name__} took {time.perf_counter() - t0:.3f}s")
    return wrapper


def retry(times=2, on=(RuntimeError,)):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            for attempt in range(times):
                try:
                    return fn(*args, **kwargs)
                except on:
                    if attempt == times - 1:
                        raise
                    time.sleep(0.01)
        return wrapper
    return deco


class LoggingMixin:
    def log(self, msg):
        print(f"[{type(self).__name__}] {msg}")


class DraftMixin:
    draft_id = "distilbert/distilgpt2"

    def draft_kwargs(self):
        if not hasattr(self, "_draft"):
            self._draft = AutoModelForCausalLM.from_pretrained(self.draft_id)
        return {"assistant_model": self._draft}


class Completer(LoggingMixin, DraftMixin):
    def __init__(self, model_id="openai-community/gpt2"):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.tok.pad_token = self.tok.eos_token
        self.tok.padding_side = "left"
        self.model = AutoModelForCausalLM.from_pretrained(model_id)

    @retry(times=3)
    @timed
    def complete(self, prompts, **kw):
        enc = self.tok(prompts, return_tensors="pt", padding=True)
        self.log(f"batch of {len(prompts)}")
        return self.model.generate(**enc, max_new_tokens=6, pad_token_id=self.tok.eos_token_id,
                                   **self.draft_kwargs(), **kw)


if __name__ == "__main__":
    svc = Completer()
    for prompt in ["def fib(n):", "class Stack:"]:
        out = svc.complete([prompt])
        print(svc.tok.batch_decode(out, skip_special_tokens=True))
