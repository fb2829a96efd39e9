# classes: 2 4
"""Accuracy/latency of assisted decoding on a small QA set at a few batch sizes."""
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

tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct", padding_side="left")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct", torch_dtype=torch.float32)
assistant = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", torch_dtype=torch.float32)


def evaluate(batch_size):
    hits, start = 0, time.perf_counter()
    for i in range(0, len(QA), batch_size):
        chunk = QA[i : i + batch_size]
        batch = tokenizer([q for q, _ in chunk], return_tensors="pt", padding=True)
        out = model.generate(**batch, assistant_model=assistant, max_new_tokens=6, do_sample=False)
        texts = tokenizer.batch_decode(out[:, batch.input_ids.shape[1]:], skip_special_tokens=True)
        hits += sum(ans.lower() in t.lower() for (_, ans), t in zip(chunk, texts))
    return hits / len(QA), time.perf_counter() - start


for bs in BATCH_SIZES:
    acc, secs = evaluate(bs)
    print(f"bs={bs} acc={acc:.2f} time={secs:.2f}s")
