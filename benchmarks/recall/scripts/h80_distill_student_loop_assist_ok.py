# classes: 6 2
"""Distil SmolLM2-360M into SmolLM2-135M, then measure speculative decoding prompt by prompt
(one sequence per call, as assisted generation requires)."""
import time

import torch
import torch.nn.functional as F
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
tok.pad_token = tok.eos_token
teacher = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
student = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
teacher.eval()


def distill_step(texts, opt, alpha=0.5):
    enc = tok(texts, return_tensors="pt", padding=True)
    with torch.no_grad():
        target = F.softmax(teacher(**enc).logits, dim=-1)
    out = student(**enc, labels=enc["input_ids"])
    kl = F.kl_div(F.log_softmax(out.logits, dim=-1), target, reduction="batchmean")
    loss = alpha * kl + (1 - alpha) * out.loss
    loss.backward()
    opt.step()
    opt.zero_grad()
    return loss.item()


opt = torch.optim.AdamW(student.parameters(), lr=5e-4)
for _ in range(2):
    print(distill_step(["a red fox", "the lazy dog", "one two three"], opt))

student.eval()
for prompt in ["tell me a story about", "the queen", "hello"]:
    enc = tok(prompt, return_tensors="pt")
    start = time.perf_counter()
    with torch.no_grad():
        out = teacher.generate(**enc, assistant_model=student, max_new_tokens=6, pad_token_id=tok.eos_token_id)
    print(f"{time.perf_counter() - start:.2f}s", tok.decode(out[0]))
