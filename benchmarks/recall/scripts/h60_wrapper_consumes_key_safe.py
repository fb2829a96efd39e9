# classes: 1
"""A wrapper that pops its own options before forwarding the rest to generate."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")


def run(prompt, **kwargs):
    strip = kwargs.pop("strip_prompt", True)
    verbose = kwargs.pop("verbose", False)
    enc = tok(prompt, return_tensors="pt")
    ids = model.generate(**enc, **kwargs)
    if strip:
        ids = ids[:, enc["input_ids"].shape[1]:]
    text = tok.decode(ids[0], skip_special_tokens=True)
    if verbose:
        print("[run]", repr(prompt))
    return text


print(run("Hello there", strip_prompt=True, verbose=True, max_new_tokens=6, top_k=20, do_sample=True))
