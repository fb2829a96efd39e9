# classes: 6
"""Batched greedy eval of GPT-2 family checkpoints on short QA prompts, padded left with eos as pad."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

QA = [
    ("Q: what is one and two? A:", "three"),
    ("Q: what color is the sky? A:", "blue"),
    ("Q: the opposite of fast? A:", "slow"),
]

for name in ["distilbert/distilgpt2", "openai-community/gpt2"]:
    tok = AutoTokenizer.from_pretrained(name)
    tok.padding_side = "left"
    tok.pad_token = tok.eos_token
    model = AutoModelForCausalLM.from_pretrained(name)
    enc = tok([q for q, _ in QA], return_tensors="pt", padding=True)
    with torch.no_grad():
        out = model.generate(**enc, max_new_tokens=4, do_sample=False)
    preds = tok.batch_decode(out[:, enc["input_ids"].shape[1] :], skip_special_tokens=True)
    em = sum(p.strip().startswith(a) for p, (_, a) in zip(preds, QA)) / len(QA)
    print(name, em)
