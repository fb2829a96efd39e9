# classes: 2 8
"""Self-consistency accuracy vs. temperature on a toy arithmetic set.

Each temperature draws a few samples per question; the majority answer is scored.
"""
from collections import Counter

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "Qwen/Qwen2.5-0.5B-Instruct"
TEMPERATURES = [0.0, 0.4, 0.8, 1.2]
N_SAMPLES = 3
QUESTIONS = [("2 + 3 =", "5"), ("7 - 4 =", "3")]

tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL, torch_dtype=torch.float32).eval()


def majority(texts):
    answers = [t.strip().split(" ")[0] if t.strip() else "" for t in texts]
    return Counter(answers).most_common(1)[0][0]


results = {}
for temp in TEMPERATURES:
    correct = 0
    for q, gold in QUESTIONS:
        enc = tok(q, return_tensors="pt")
        with torch.no_grad():
            out = model.generate(
                **enc,
                do_sample=True,
                temperature=temp,
                top_p=0.95,
                num_return_sequences=N_SAMPLES,
                max_new_tokens=4,
                pad_token_id=tok.eos_token_id,
            )
        texts = tok.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)
        correct += int(majority(texts) == gold)
    results[temp] = correct / len(QUESTIONS)

for temp, acc in results.items():
    print(f"T={temp:.1f} acc={acc:.2f}")
