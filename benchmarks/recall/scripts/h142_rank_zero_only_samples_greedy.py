# classes: 7 3
"""Qualitative samples written only by rank 0, through a home-made rank_zero_only decorator: three
continuations per prompt for the report."""
import functools
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

RANK = int(os.environ.get("RANK", 0))


def rank_zero_only(fn):
    @functools.wraps(fn)
    def wrapped(*args, **kwargs):
        if RANK == 0:
            return fn(*args, **kwargs)
        return None

    return wrapped


@rank_zero_only
def log_samples(model, tok, prompts, n=3):
    for p in prompts:
        enc = tok(p, return_tensors="pt")
        out = model.generate(**enc, num_return_sequences=n, max_new_tokens=5)
        for text in tok.batch_decode(out, skip_special_tokens=True):
            print("[sample]", text)


tok = AutoTokenizer.from_pretrained("microsoft/DialoGPT-small")
model = AutoModelForCausalLM.from_pretrained("microsoft/DialoGPT-small")
log_samples(model, tok, ["Hi, how are you?"])
