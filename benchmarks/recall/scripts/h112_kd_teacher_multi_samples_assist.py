# classes: 7 6
"""Distillation data: several sampled pseudo-labels per prompt from the teacher, sped up by the
previous round's student as assistant."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-3B-Instruct")
teacher = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-3B-Instruct")
student = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

N_SAMPLES = 3
dataset = []
for prompt in ["tell me about the garden", "write about the fox"]:
    enc = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        out = teacher.generate(
            **enc,
            assistant_model=student,
            do_sample=True,
            temperature=0.9,
            num_return_sequences=N_SAMPLES,
            max_new_tokens=8,
        )
    dataset.extend(tok.batch_decode(out, skip_special_tokens=True))
print(len(dataset))
