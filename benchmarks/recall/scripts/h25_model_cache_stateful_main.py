# classes: 6 2
"""Latency benchmark of prompt-lookup decoding over several architectures.

Worker threads pull (model, prompt) jobs; every worker shares a global model cache
keyed by checkpoint name, guarded by a lock so a model loads only once.
"""
import threading
import time
from concurrent.futures import ThreadPoolExecutor, as_completed

from transformers import AutoModelForCausalLM, AutoTokenizer

_CACHE = {}
_LOCK = threading.Lock()

CHECKPOINTS = ["openai-community/gpt2", "EleutherAI/pythia-160m", "state-spaces/mamba-130m-hf"]
PROMPT = "import numpy as np\nimport numpy as np\narr = np."


def get(name):
    with _LOCK:
        if name not in _CACHE:
            _CACHE[name] = (
                AutoTokenizer.from_pretrained(name),
                AutoModelForCausalLM.from_pretrained(name),
            )
        return _CACHE[name]


def bench(name):
    tok, model = get(name)
    enc = tok(PROMPT, return_tensors="pt")
    start = time.perf_counter()
    model.generate(**enc, prompt_lookup_num_tokens=4, max_new_tokens=6, do_sample=False)
    return name, time.perf_counter() - start


def main():
    with ThreadPoolExecutor(max_workers=1) as pool:
        futures = {pool.submit(bench, name): name for name in CHECKPOINTS}
        timings = dict(f.result() for f in as_completed(futures))
    for name, secs in sorted(timings.items(), key=lambda kv: kv[1]):
        print(f"{name:35s} {secs * 1000:.1f} ms")


if __name__ == "__main__":
    main()
