"""Batch completion job wrapped in timing and retry decorators (functools.wraps)."""
# classes: 7 9
import functools
import time

from transformers import AutoModelForCausalLM, AutoTokenizer


def timed(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        start = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            print(f"{fn.__name__} took {time.perf_counter() - start:.2f}s")
    return wrapper


def retry(times=2, exceptions=(ConnectionError, TimeoutError)):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            for attempt in range(times):
                try:
                    return fn(*args, **kwargs)
                except exceptions as exc:
                    print(f"attempt {attempt} failed: {exc}")
            return fn(*args, **kwargs)
        return wrapper
    return deco


@retry(times=3)
@timed
def complete_batch(model, draft, tok, prompts):
    batch = tok(prompts, return_tensors="pt", padding=True)
    return model.generate(
        **batch,
        assistant_model=draft,
        max_new_tokens=5,
        pad_token_id=tok.pad_token_id,
    )


def main():
    tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct", padding_side="left")
    model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
    draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
    prompts = ["tell me a story", "hello world, who are you"]
    out = complete_batch(model, draft, tok, prompts)
    print(tok.batch_decode(out, skip_special_tokens=True))


if __name__ == "__main__":
    main()
