# classes: 2 7
"""JSON-repair loop: generate several candidates with beams until one parses; the number of
candidates grows each retry."""
import json

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)


def candidates(prompt, n):
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, num_beams=2, num_return_sequences=n, max_new_tokens=6)
    return tok.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)


def first_json(prompt, retries=3):
    for attempt in range(1, retries + 1):
        for text in candidates(prompt, attempt + 1):
            try:
                return json.loads(text)
            except json.JSONDecodeError:
                continue
    return None


if __name__ == "__main__":
    print(first_json('Return {"name": ...} for the king:'))
