# classes: 7 6
"""Distillation: pseudo-labels from the teacher, a two-step student update, then the student as
assistant, one prompt at a time."""
import torch
from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer

TEACHER = "openai-community/gpt2-medium"

tok = AutoTokenizer.from_pretrained(TEACHER)
tok.pad_token = tok.eos_token
teacher = AutoModelForCausalLM.from_pretrained(TEACHER).eval()
student = AutoModelForCausalLM.from_config(AutoConfig.from_pretrained(TEACHER, n_layer=1))

prompts = ["tell me a story about the king", "once upon a time there lived"]


def label_one(prompt, assistant=None):
    enc = tok(prompt, return_tensors="pt")
    extra = {} if assistant is None else {"assistant_model": assistant}
    with torch.no_grad():
        out = teacher.generate(**enc, max_new_tokens=8, pad_token_id=tok.eos_token_id, **extra)
    return tok.decode(out[0], skip_special_tokens=True)


targets = [label_one(p) for p in prompts]
opt = torch.optim.SGD(student.parameters(), lr=1e-3)
for t in targets:
    ids = tok(t, return_tensors="pt").input_ids
    student(input_ids=ids, labels=ids).loss.backward()
    opt.step()
    opt.zero_grad()

student.eval()
for p in prompts:
    print(label_one(p, assistant=student))
