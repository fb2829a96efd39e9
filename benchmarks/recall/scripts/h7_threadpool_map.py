"""Parallel smoke test of decoding configurations through ThreadPoolExecutor.map."""
# classes: 2 9
from concurrent.futures import ThreadPoolExecutor

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")

CASES = [
    dict(max_new_tokens=4),
    dict(max_new_tokens=4, assistant_model=draft),
    dict(max_new_tokens=4, assistant_model=draft, do_sample=True, num_return_sequences=2),
]


def run_case(kwargs):
    enc = tok("once upon a time", return_tensors="pt")
    out = model.generate(**enc, **kwargs)
    return out.shape


if __name__ == "__main__":
    with ThreadPoolExecutor(max_workers=2) as pool:
        for shape in pool.map(run_case, CASES):
            print(shape)
