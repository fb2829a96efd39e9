# classes: 2 9
"""A torch.multiprocessing launcher whose workers decode their shard as one padded batch (plain
greedy decoding); with a single device the worker runs in-process."""
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


def worker(rank, world_size, use_lookup=False):
    tok = AutoTokenizer.from_pretrained(MODEL, padding_side="left")
    model = AutoModelForCausalLM.from_pretrained(MODEL)
    shard = PROMPTS[rank::world_size]
    kwargs = {"max_new_tokens": 6}
    if use_lookup and len(shard) == 1:
        kwargs["prompt_lookup_num_tokens"] = 4
    batch = tok(shard, return_tensors="pt", padding=True)
    with torch.no_grad():
        out = model.generate(**batch, **kwargs)
    print(rank, tok.batch_decode(out, skip_special_tokens=True))


if __name__ == "__main__":
    n_gpus = torch.cuda.device_count() if torch.cuda.is_available() else 1
    world_size = int(os.environ.get("NUM_WORKERS", n_gpus))
    if world_size > 1:
        mp.spawn(worker, args=(world_size, True), nprocs=world_size, join=True)
    else:
        worker(0, 1)
