# classes: 2 7
"""Batch-size auto-tuning: start large and halve on out-of-memory; prompt lookup decoding
is switched on because the outputs copy a lot from the inputs (extractive rewriting)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "openai-community/gpt2"
DOCS = [
    "The meeting is moved to Tuesday at 10am in room 4.",
    "Invoice 123 was paid on March 3rd by the finance team.",
    "Our new office opens in Berlin next spring.",
    "The train to Paris leaves from platform 9.",
] * 2

tok = AutoTokenizer.from_pretrained(MODEL)
tok.pad_token = tok.eos_token
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained(MODEL)


def run_all(batch_size):
    outs = []
    for i in range(0, len(DOCS), batch_size):
        chunk = [f"Rewrite: {d}\nRewritten:" for d in DOCS[i : i + batch_size]]
        enc = tok(chunk, return_tensors="pt", padding=True)
        ids = model.generate(
            **enc,
            max_new_tokens=12,
            prompt_lookup_num_tokens=3,
            pad_token_id=tok.eos_token_id,
        )
        outs += tok.batch_decode(ids[:, enc.input_ids.shape[1]:], skip_special_tokens=True)
    return outs


batch_size = 8
while True:
    try:
        texts = run_all(batch_size)
        break
    except torch.cuda.OutOfMemoryError:
        if batch_size == 1:
            raise
        batch_size //= 2
        print("OOM, retrying with batch size", batch_size)

print(len(texts), "rewrites at batch size", batch_size)
