# classes: 1 8
"""A decode helper that passes min_p only used when sampling; greedy by default."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")


def run(prompt, sample=False, min_p=5):
    enc = tok(prompt, return_tensors="pt")
    if sample:
        return model.generate(**enc, max_new_tokens=5, do_sample=True, min_p=min_p / 100)
    return model.generate(**enc, max_new_tokens=5, do_sample=False)


print(tok.decode(run("once upon a time")[0], skip_special_tokens=True))
