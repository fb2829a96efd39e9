# classes: 2
"""DPO preference pairs: 'chosen' candidates from beam search, 'rejected' from hot sampling, per prompt."""
import json

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "meta-llama/Llama-3.2-1B-Instruct"
PAIRS_PER_PROMPT = 4

SETTINGS = {
    "chosen": {"num_beams": 2, "num_return_sequences": PAIRS_PER_PROMPT, "early_stopping": True},
    "rejected": {"do_sample": True, "temperature": 1.4, "top_k": 0, "num_return_sequences": PAIRS_PER_PROMPT},
}


def complete(model, tok, prompt, **kw):
    enc = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        out = model.generate(**enc, max_new_tokens=8, **kw)
    return tok.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)


def main():
    tok = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
    rows = []
    for prompt in ["tell me a story about the garden", "who loved the queen"]:
        sides = {name: complete(model, tok, prompt, **kw) for name, kw in SETTINGS.items()}
        for chosen, rejected in zip(sides["chosen"], sides["rejected"]):
            rows.append({"prompt": prompt, "chosen": chosen, "rejected": rejected})
    print(json.dumps(rows, indent=1)[:400])


if __name__ == "__main__":
    main()
