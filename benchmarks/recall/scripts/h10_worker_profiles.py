# classes: 2 7
"""A worker that serves each request with a named GenerationConfig profile."""
import queue
import threading

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

PROFILES = {
    "greedy": GenerationConfig(max_new_tokens=6, do_sample=False),
    "creative": GenerationConfig(max_new_tokens=6, do_sample=True, temperature=0.9, top_p=0.95),
    "code": GenerationConfig(max_new_tokens=6, prompt_lookup_num_tokens=5, use_cache=False),
}


def worker(model, tokenizer, jobs: queue.Queue, results: list):
    while True:
        job = jobs.get()
        if job is None:
            jobs.task_done()
            break
        profile, prompt = job
        enc = tokenizer(prompt, return_tensors="pt")
        with torch.inference_mode():
            out = model.generate(**enc, generation_config=PROFILES[profile])
        results.append((profile, tokenizer.decode(out[0], skip_special_tokens=True)))
        jobs.task_done()


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-Coder-0.5B-Instruct")
    lm = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-Coder-0.5B-Instruct").eval()
    jobs, results = queue.Queue(), []
    for name in PROFILES:
        jobs.put((name, "def quicksort(xs):\n    if len(xs) <= 1:\n        return xs\n"))
    jobs.put(None)
    worker(lm, tok, jobs, results)
    for profile, text in results:
        print(profile, text[:40])
