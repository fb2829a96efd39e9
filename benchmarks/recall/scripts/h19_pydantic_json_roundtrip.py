# classes: 7 3
"""A queue worker: the producer serialises the job with model_dump_json, the worker parses it
back and runs it."""
from pydantic import BaseModel
from transformers import AutoModelForCausalLM, AutoTokenizer


class Job(BaseModel):
    prompt: str
    num_return_sequences: int = 1
    do_sample: bool = False
    max_new_tokens: int = 8


class Worker:
    def __init__(self, name, draft_name):
        self.tok = AutoTokenizer.from_pretrained(name)
        self.model = AutoModelForCausalLM.from_pretrained(name)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_name)

    def handle(self, payload: str):
        job = Job.model_validate_json(payload)
        enc = self.tok(job.prompt, return_tensors="pt")
        return self.model.generate(
            **enc,
            assistant_model=self.draft,
            num_return_sequences=job.num_return_sequences,
            do_sample=job.do_sample,
            max_new_tokens=job.max_new_tokens,
        )


queue = [Job(prompt="a poem about the sea", num_return_sequences=4, do_sample=True).model_dump_json()]
worker = Worker("TinyLlama/TinyLlama-1.1B-Chat-v1.0", "TinyLlama/TinyLlama-1.1B-Chat-v1.0")
for message in queue:
    print(worker.tok.batch_decode(worker.handle(message)))
