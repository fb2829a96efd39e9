# classes: 4
"""Per-rank text-generation pipelines, decoding options given straight to the call."""
import os

import torch
from transformers import pipeline

local_rank = int(os.environ.get("LOCAL_RANK", 0))
world_size = int(os.environ.get("WORLD_SIZE", 1))
device = local_rank if torch.cuda.is_available() else -1

generator = pipeline("text-generation", model="distilbert/distilgpt2", device=device)
prompts = ["Once upon a time", "In the year 3000", "The robot said"]
outputs = generator(prompts[local_rank::world_size], max_new_tokens=6, do_sample=False, return_full_text=False)
for o in outputs:
    print(local_rank, o[0]["generated_text"])
