# classes: 6 9
"""Batch job runner: the driver writes JSON-lines job specs, workers consume them.

Each line names a target checkpoint and a draft checkpoint. The worker loads both
(once per name), runs speculative decoding and writes one result line per job.
"""
import json
import os
import tempfile
from concurrent.futures import ThreadPoolExecutor

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_CACHE = {}


def get_model(name):
    if name not in MODEL_CACHE:
        MODEL_CACHE[name] = AutoModelForCausalLM.from_pretrained(name)
    return MODEL_CACHE[name]


def write_jobs(path):
    jobs = [
        {"id": 0, "target": "Qwen/Qwen2.5-3B-Instruct", "draft": "Qwen/Qwen2.5-0.5B-Instruct",
         "prompt": "List three sorting algorithms.", "max_new_tokens": 6},
    ]
    with open(path, "w") as fh:
        for job in jobs:
            fh.write(json.dumps(job) + "\n")


def worker(line):
    job = json.loads(line)
    tok = AutoTokenizer.from_pretrained(job["target"])
    target = get_model(job["target"])
    draft = get_model(job["draft"])
    enc = tok(job["prompt"], return_tensors="pt")
    out = target.generate(**enc, assistant_model=draft, max_new_tokens=job["max_new_tokens"])
    return {"id": job["id"], "text": tok.decode(out[0], skip_special_tokens=True)}


def main():
    workdir = tempfile.mkdtemp()
    jobs_path = os.path.join(workdir, "jobs.jsonl")
    write_jobs(jobs_path)
    with open(jobs_path) as fh:
        lines = [l for l in fh if l.strip()]
    with ThreadPoolExecutor(max_workers=1) as pool:
        results = list(pool.map(worker, lines))
    with open(os.path.join(workdir, "results.jsonl"), "w") as fh:
        for res in results:
            fh.write(json.dumps(res) + "\n")
    print(f"{len(results)} jobs done")


if __name__ == "__main__":
    main()
