# classes: 8 2
"""Every speed-up option of the generator gets a smoke test, one at a time."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2-0.5B-Instruct")

SPEEDUPS = {
    "prompt_lookup": {"prompt_lookup_num_tokens": 3},
    "draft": {"assistant_model": draft},
}


def smoke(name, extra):
    enc = tok("def add(a, b):\n    return a + b\n\ndef sub(a, b):", return_tensors="pt")
    model.generate(**enc, max_new_tokens=4, do_sample=False, **extra)
    print("smoke", name, "ok")


if __name__ == "__main__":
    for name, extra in SPEEDUPS.items():
        smoke(name, extra)
