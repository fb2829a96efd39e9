# classes: 5 9
"""Multiprocessing generation pool with an inline debug path.

Each pool process loads the model once in its initializer (stored in a module-level
global). For debugging, the first job runs inline in the driver with the same
initializer, so a broken job spec fails with a readable traceback.
"""
import multiprocessing as mp

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

MODEL_NAME = "HuggingFaceTB/SmolLM2-135M-Instruct"
_worker = {}


def init_worker(model_name):
    _worker["tok"] = AutoTokenizer.from_pretrained(model_name)
    _worker["model"] = AutoModelForCausalLM.from_pretrained(model_name)


def run(job):
    tok, model = _worker["tok"], _worker["model"]
    enc = tok(job["prompt"], return_tensors="pt")
    kwargs = dict(job.get("generate", {}))
    if job.get("reuse_cache"):
        kwargs["past_key_values"] = DynamicCache()
    out = model.generate(**enc, max_new_tokens=job.get("max_new_tokens", 6), **kwargs)
    return tok.decode(out[0], skip_special_tokens=True)


JOBS = [
    {"prompt": "Hello, my name is", "reuse_cache": True, "generate": {"do_sample": False}},
    {"prompt": "The best pizza topping is", "generate": {"do_sample": False}},
]


def main(debug_first=True):
    results = []
    jobs = list(JOBS)
    if debug_first:
        init_worker(MODEL_NAME)
        results.append(run(jobs.pop(0)))
    ctx = mp.get_context("fork")
    with ctx.Pool(processes=1, initializer=init_worker, initargs=(MODEL_NAME,)) as pool:
        results.extend(pool.map(run, jobs))
    for text in results:
        print(repr(text))


if __name__ == "__main__":
    main()
