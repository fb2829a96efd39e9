# classes: 8 2
"""Sampling tests: every temperature of the grid must produce new tokens."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
TEMPERATURES = [1.0, 0.7, 0.3]


def check_new_tokens(temperature):
    enc = tok("Say hi", return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=3, do_sample=True, temperature=temperature)
    assert out.shape[1] > enc["input_ids"].shape[1]


def test_temperatures():
    for t in TEMPERATURES:
        check_new_tokens(t)


if __name__ == "__main__":
    test_temperatures()
    print("all good")
