# classes: 4 6
"""Batch evaluation of DistilGPT2 completions over a small prompt set wrapped in KeyDataset."""
from transformers import pipeline
from transformers.pipelines.pt_utils import KeyDataset

RECORDS = [
    {"id": 0, "prompt": "The capital of France is"},
    {"id": 1, "prompt": "Water boils at"},
    {"id": 2, "prompt": "The largest planet is"},
    {"id": 3, "prompt": "Photosynthesis converts"},
]

generator = pipeline("text-generation", model="distilbert/distilgpt2", device=-1, batch_size=4)


def main():
    results = []
    for rec, out in zip(RECORDS, generator(KeyDataset(RECORDS, "prompt"), max_new_tokens=8, do_sample=False)):
        results.append({"id": rec["id"], "completion": out[0]["generated_text"]})
    for r in results:
        print(r)


if __name__ == "__main__":
    main()
