# classes: 2 9
"""A torch.multiprocessing launcher: one worker per device, each loading its own copy of the model
and decoding its shard of the prompts in one padded batch with prompt-lookup decoding. With a single
device the worker runs in-process instead of spawning."""
import os

import torch
import torch.multiprocessing as mp
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "Qwen/Qwen2.5-0.5B-Instruct"
PROMPTS = [
    "Repeat after me: the quick brown fox jumps over the lazy dog.",
    "Copy this list: apples, pears, plums, apples, pears.",
    "Echo: hello world hello world",
]


def worker(rank, world_size):
    tok = AutoTokenizer.from_pretrained(MODEL, padding_side="left")
    model = AutoModelForCausalLM.from_pretrained(MODEL)
    shard = PROMPTS[rank::world_size]
    batch = tok(shard, return_tensors="pt", padding=True)
    with torch.no_grad():
        out = model.generate(**batch, prompt_lookup_num_tokens=4, max_new_tokens=6)
    print(rank, tok.batch_decode(out, skip_special_tokens=True))


if __name__ == "__main__":
    n_gpus = torch.cuda.device_count() if torch.cuda.is_available() else 1
    world_size = int(os.environ.get("NUM_WORKERS", n_gpus))
    if world_size > 1:
        mp.spawn(worker, args=(world_size,), nprocs=world_size, join=True)
    else:
        worker(0, 1)
