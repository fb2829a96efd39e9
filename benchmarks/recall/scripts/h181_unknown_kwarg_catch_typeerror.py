# classes: 8 3
"""Notebook-style helper that forwards user keyword arguments to generate; a typo in a keyword
is expected to show up as a TypeError, which the helper reports and answers with defaults."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/opt-350m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-350m")


def ask(prompt, **user_kwargs):
    enc = tok(prompt, return_tensors="pt")
    try:
        out = model.generate(**enc, **user_kwargs)
    except TypeError as err:
        print("bad keyword:", err)
        out = model.generate(**enc, max_new_tokens=5)
    return tok.decode(out[0], skip_special_tokens=True)


print(ask("The best way to learn Python is", max_new_token=5, do_sample=False))
