# classes: 2 7
"""Evaluation harness: each decoding config runs in a thread pool; results are collected with
future.result(), which re-raises whatever the worker raised."""
from concurrent.futures import ThreadPoolExecutor

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")
CONFIGS = [
    ("greedy", {"do_sample": False}),
    ("typical", {"do_sample": True, "typical_p": 0.0}),
]


def run(name, kwargs):
    enc = tok("Question: what is 2+2? Answer:", return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=4, pad_token_id=tok.eos_token_id, **kwargs)
    return name, tok.decode(out[0], skip_special_tokens=True)


with ThreadPoolExecutor(max_workers=2) as pool:
    futures = [pool.submit(run, name, kwargs) for name, kwargs in CONFIGS]
    for fut in futures:
        print(*fut.result())
