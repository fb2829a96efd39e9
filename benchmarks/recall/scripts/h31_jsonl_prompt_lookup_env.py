# classes: 3 9
"""Rewrite product descriptions from a JSONL file with prompt-lookup decoding.

Settings come from environment variables so the job can be tuned from the
scheduler: PL_BATCH_SIZE, PL_LOOKUP_TOKENS, PL_MAX_NEW_TOKENS.
Output goes to rewritten.jsonl next to the input.
"""
import json
import os
from pathlib import Path

from transformers import AutoModelForCausalLM, AutoTokenizer

CKPT = os.environ.get("PL_MODEL", "Qwen/Qwen2.5-0.5B-Instruct")
BATCH_SIZE = int(os.environ.get("PL_BATCH_SIZE", "2"))
LOOKUP = int(os.environ.get("PL_LOOKUP_TOKENS", "3"))
MAX_NEW = int(os.environ.get("PL_MAX_NEW_TOKENS", "10"))

RECORDS = [
    {"sku": "A-100", "text": "Stainless steel water bottle, keeps drinks cold for 24 hours."},
    {"sku": "A-101", "text": "Bamboo cutting board with juice groove and handle."},
    {"sku": "A-102", "text": "Cotton tote bag with inner pocket, machine washable."},
]


def iter_batches(path, size):
    batch = []
    with open(path) as fh:
        for line in fh:
            if line.strip():
                batch.append(json.loads(line))
            if len(batch) == size:
                yield batch
                batch = []
    if batch:
        yield batch


def main():
    src = Path("products.jsonl")
    src.write_text("\n".join(json.dumps(r) for r in RECORDS) + "\n")

    tok = AutoTokenizer.from_pretrained(CKPT, padding_side="left")
    model = AutoModelForCausalLM.from_pretrained(CKPT)

    with open(src.with_name("rewritten.jsonl"), "w") as out:
        for batch in iter_batches(src, BATCH_SIZE):
            prompts = [f"Rewrite for a catalog: {r['text']}\nRewritten:" for r in batch]
            enc = tok(prompts, return_tensors="pt", padding=True)
            gen = model.generate(
                **enc,
                prompt_lookup_num_tokens=LOOKUP,
                max_new_tokens=MAX_NEW,
                do_sample=False,
            )
            new = tok.batch_decode(gen[:, enc.input_ids.shape[-1] :], skip_special_tokens=True)
            for rec, text in zip(batch, new):
                out.write(json.dumps({"sku": rec["sku"], "rewritten": text}) + "\n")


if __name__ == "__main__":
    main()
