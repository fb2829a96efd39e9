# classes: 2 7
"""Server start-up: a warm-up request runs inside try/except so a failing warm-up never blocks
start-up; the real request afterwards uses the same sampling preset (min_p given in percent)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

torch.manual_seed(0)
tok = AutoTokenizer.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
SAMPLING = {"do_sample": True, "min_p": 5, "max_new_tokens": 5}


def warm_up():
    try:
        model.generate(**tok("warm up", return_tensors="pt"), **SAMPLING)
    except Exception as exc:  # never block start-up on the warm-up
        print("warm-up failed:", exc)


def handle(prompt):
    enc = tok(prompt, return_tensors="pt")
    return tok.decode(model.generate(**enc, **SAMPLING)[0], skip_special_tokens=True)


warm_up()
print(handle("Tell me a joke."))
