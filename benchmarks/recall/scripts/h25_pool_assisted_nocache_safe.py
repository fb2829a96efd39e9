# classes: 2 9
"""Run a small grid of speculative-decoding jobs on a thread pool.

The driver builds one job dict per ablation and hands them to a worker function.
Each worker keeps its own model cache (keyed by checkpoint name) so repeated jobs do
not reload weights. Results are gathered and the outputs compared to the baseline.
"""
import threading
from concurrent.futures import ThreadPoolExecutor

from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"

_LOCAL = threading.local()


def _models():
    cache = getattr(_LOCAL, "models", None)
    if cache is None:
        cache = _LOCAL.models = {}
    return cache


def load(name):
    cache = _models()
    if name not in cache:
        cache[name] = AutoModelForCausalLM.from_pretrained(name)
    return cache[name]


def run_job(job):
    tok = AutoTokenizer.from_pretrained(job["model"])
    model = load(job["model"])
    draft = load(job["draft"]) if job.get("draft") else None
    enc = tok(job["prompt"], return_tensors="pt")
    out = model.generate(
        **enc,
        assistant_model=draft,
        max_new_tokens=job["max_new_tokens"],
        use_cache=job["use_cache"],
        do_sample=False,
    )
    return job["name"], tok.decode(out[0], skip_special_tokens=True)


def build_jobs(prompt):
    base = {"model": MAIN, "draft": DRAFT, "prompt": prompt, "max_new_tokens": 8}
    return [
        dict(base, name="baseline", draft=None, use_cache=True),
        dict(base, name="speculative", use_cache=True),
        dict(base, name="speculative-again", use_cache=True),
    ]


def main():
    jobs = build_jobs("Explain what a mutex is in one sentence.")
    with ThreadPoolExecutor(max_workers=1) as pool:
        futures = [pool.submit(run_job, job) for job in jobs]
        results = dict(f.result() for f in futures)
    for name, text in results.items():
        same = text == results["baseline"]
        print(f"{name:22s} matches baseline: {same}")


if __name__ == "__main__":
    main()
