# classes: 7 2
"""asyncio worker draining a queue of jobs; each job's params are merged over the service defaults."""
import asyncio
from dataclasses import dataclass, field

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "meta-llama/Llama-3.2-3B-Instruct"
DRAFT = "meta-llama/Llama-3.2-1B-Instruct"

tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

DEFAULTS = {"max_new_tokens": 6, "do_sample": False, "assistant_model": draft}


@dataclass
class Job:
    job_id: int
    prompt: str
    params: dict = field(default_factory=dict)
    result: asyncio.Future = None


def _generate(prompt, params):
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, **params)
    return tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)


async def worker(queue: asyncio.Queue):
    while True:
        job = await queue.get()
        try:
            params = {**DEFAULTS, **job.params}
            job.result.set_result(_generate(job.prompt, params))
        except Exception as exc:
            job.result.set_exception(exc)
        finally:
            queue.task_done()


async def main():
    queue = asyncio.Queue()
    task = asyncio.create_task(worker(queue))
    loop = asyncio.get_running_loop()
    jobs = [
        Job(1, "Define entropy in one sentence."),
        Job(2, "Give a synonym for 'fast'.", {"cache_implementation": "static"}),
    ]
    for job in jobs:
        job.result = loop.create_future()
        await queue.put(job)
    for job in jobs:
        print(job.job_id, await job.result)
    task.cancel()


if __name__ == "__main__":
    asyncio.run(main())
