# classes: 4 9
"""Speculative text-generation pipeline over a CSV column, batched.

The pipeline is built with a draft model; the rows are fed in batches of
PIPE_BATCH (environment, default 4) to keep the GPU busy.
"""
import csv
import io
import os

from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

PIPE_BATCH = int(os.environ.get("PIPE_BATCH", "4"))
ROWS = """id,prompt
1,Write a haiku about autumn
2,Describe a sunrise in one sentence
3,Give a tip for better sleep
"""


def main():
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M", padding_side="left")
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
    draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    pipe = pipeline("text-generation", model=model, tokenizer=tok, assistant_model=draft)
    rows = list(csv.DictReader(io.StringIO(ROWS)))
    outs = pipe(
        [r["prompt"] for r in rows],
        batch_size=PIPE_BATCH,
        max_new_tokens=6,
        do_sample=False,
        return_full_text=False,
    )
    with open("pipe_out.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        for r, o in zip(rows, outs):
            w.writerow([r["id"], o[0]["generated_text"]])


if __name__ == "__main__":
    main()
