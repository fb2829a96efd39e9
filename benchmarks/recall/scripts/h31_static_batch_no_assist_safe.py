# classes: 9 2
"""Batched keyword extraction over a CSV with a static cache (no draft model).

Fixed-shape batches with cache_implementation="static" keep compiled kernels
warm; batches of BATCH_SIZE rows are padded to the same length.
"""
import csv
import io
import os

from tqdm import tqdm
from transformers import AutoModelForCausalLM, AutoTokenizer

BATCH_SIZE = int(os.environ.get("KW_BATCH", "4"))
ROWS = """id,text
1,Solar panels on the school roof cut the energy bill by a third.
2,The bakery on Main Street now opens at six in the morning.
3,Local volunteers planted two hundred trees along the river.
4,The museum extends its opening hours for the summer exhibition.
5,A new bike lane connects the station with the university.
"""


def batches(rows, size):
    for i in range(0, len(rows), size):
        yield rows[i : i + size]


def main():
    tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct", padding_side="left")
    tok.pad_token = tok.pad_token or tok.eos_token
    model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
    rows = list(csv.DictReader(io.StringIO(ROWS)))
    results = []
    for batch in tqdm(list(batches(rows, BATCH_SIZE))):
        enc = tok([f"Keywords: {r['text']}\n->" for r in batch], return_tensors="pt", padding="max_length", max_length=32)
        out = model.generate(**enc, cache_implementation="static", max_new_tokens=6, do_sample=False)
        for r, seq in zip(batch, out):
            results.append((r["id"], tok.decode(seq[32:], skip_special_tokens=True)))
    with open("keywords.csv", "w", newline="") as fh:
        csv.writer(fh).writerows(results)


if __name__ == "__main__":
    main()
