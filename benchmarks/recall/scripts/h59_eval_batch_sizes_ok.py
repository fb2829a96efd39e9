# classes: 2 4
"""Batched eval sweep; assisted decoding only runs at batch size 1, larger batches use plain greedy."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

QA = [
    ("Capital of France?", "Paris"),
    ("2 + 2 =", "4"),
    ("Opposite of hot?", "cold"),
    ("Color of the sky?", "blue"),
]
BATCH_SIZES = [1, 2, 4]
MODES = ["greedy", "assisted"]

tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct", padding_side="left")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct", torch_dtype=torch.float32)
assistant = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", torch_dtype=torch.float32)

for mode in MODES:
    for bs in BATCH_SIZES:
        if mode == "assisted" and bs > 1:
            continue  # assisted generation is batch-size-1 only
        extra = {"assistant_model": assistant} if mode == "assisted" else {}
        hits, t0 = 0, time.perf_counter()
        for i in range(0, len(QA), bs):
            chunk = QA[i : i + bs]
            batch = tokenizer([q for q, _ in chunk], return_tensors="pt", padding=True)
            out = model.generate(**batch, max_new_tokens=6, do_sample=False, **extra)
            for (_, ans), text in zip(chunk, tokenizer.batch_decode(out[:, batch.input_ids.shape[1]:])):
                hits += ans.lower() in text.lower()
        print(mode, bs, hits / len(QA), round(time.perf_counter() - t0, 3))
