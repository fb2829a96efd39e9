# classes: 2 8
"""Parametrize-like table of repetition settings for the story generator tests."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-70m")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-70m")

PARAMS = [
    {"id": "none", "kwargs": {}},
    {"id": "mild", "kwargs": {"repetition_penalty": 1.2}},
    {"id": "ngram", "kwargs": {"no_repeat_ngram_size": 2}},
    {"id": "disabled", "kwargs": {"repetition_penalty": 0.0}},
]


def run_case(case):
    enc = tok("the the the the", return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=4, do_sample=False, pad_token_id=tok.eos_token_id, **case["kwargs"])
    return out


if __name__ == "__main__":
    for case in PARAMS:
        run_case(case)
        print("passed", case["id"])
