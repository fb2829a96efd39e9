# classes: 2 7
"""Sweep driver: a generator yields decoding settings, a worker function runs each (inline here,
in a process pool on the cluster)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")


def sweep():
    for beams in (2, 4):
        yield {"num_beams": beams, "num_return_sequences": 4, "max_new_tokens": 5}


def worker(job):
    enc = tok("the quick brown fox", return_tensors="pt")
    return model.generate(**enc, **job)


for job in sweep():
    print(job, worker(job).shape)
