# classes: 2 1
"""Self-consistency with a greedy anchor: temperature 0 means one greedy answer, others k samples; vote across all."""
from collections import Counter

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "Qwen/Qwen2.5-0.5B"
SCHEDULE = [0.0, 0.5, 1.0]
K = 4


def decode_settings(temperature):
    if temperature == 0.0:
        return {"do_sample": False, "num_return_sequences": 1}
    return {"do_sample": True, "temperature": temperature, "num_return_sequences": K}


def main():
    tok = AutoTokenizer.from_pretrained(MODEL)
    model = AutoModelForCausalLM.from_pretrained(MODEL).eval()
    question = "one two three"
    enc = tok(question, return_tensors="pt")
    ballots = Counter()
    for temperature in SCHEDULE:
        with torch.inference_mode():
            out = model.generate(**enc, max_new_tokens=5, pad_token_id=tok.eos_token_id, **decode_settings(temperature))
        for text in tok.batch_decode(out[:, enc.input_ids.shape[-1]:], skip_special_tokens=True):
            ballots[text.strip().split(" ")[-1]] += 1
    print(ballots.most_common(3))


if __name__ == "__main__":
    main()
