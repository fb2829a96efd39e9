# classes: 2 3
"""Prompt-lookup evaluation over a small JSONL prompt set.

Writes the prompts to eval_prompts.jsonl, reads them back and runs every decoding setting,
collecting latency and output length into a table.
"""
import json
import logging
import statistics
import time
from pathlib import Path

from tqdm import tqdm
from transformers import AutoModelForCausalLM, AutoTokenizer

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
log = logging.getLogger("lookup-eval")

CKPT = "Qwen/Qwen2.5-0.5B-Instruct"
PROMPTS = [
    {"id": "p0", "text": "the quick brown fox jumps over the lazy dog the quick brown fox", "max_new_tokens": 8},
    {"id": "p1", "text": "one two three four one two three four one two", "max_new_tokens": 6},
    {"id": "p2", "text": "hello world hello world hello", "max_new_tokens": 6},
]

SETTINGS = [
    ("greedy", {}),
    ("lookup-3", {"prompt_lookup_num_tokens": 3}),
    ("lookup-5-sampled", {"prompt_lookup_num_tokens": 5, "do_sample": True, "num_return_sequences": 1}),
]

path = Path("eval_prompts.jsonl")
with path.open("w") as fh:
    for row in PROMPTS:
        fh.write(json.dumps(row) + "\n")

records = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
log.info("loaded %d prompts from %s", len(records), path)

tok = AutoTokenizer.from_pretrained(CKPT)
model = AutoModelForCausalLM.from_pretrained(CKPT)

table = []
for name, extra in SETTINGS:
    times = []
    for rec in tqdm(records, desc=name):
        enc = tok(rec["text"], return_tensors="pt")
        t0 = time.perf_counter()
        out = model.generate(**enc, max_new_tokens=rec["max_new_tokens"], **extra)
        times.append(time.perf_counter() - t0)
    table.append((name, statistics.median(times), out.shape[-1]))

print(f"{'setting':<20}{'median s':>10}{'len':>6}")
for name, med, n in table:
    print(f"{name:<20}{med:>10.4f}{n:>6}")
