# classes: 3 7
"""Streamlit-style settings panel: widget functions return their default on a headless run.
The cache selectbox defaults to 'static' and the speculative toggle defaults to off."""
from transformers import AutoModelForCausalLM, AutoTokenizer


def selectbox(label, options, index=0):
    return options[index]


def toggle(label, value=False):
    return value


def number_input(label, value):
    return value


tok = AutoTokenizer.from_pretrained("google/gemma-3-270m-it")
model = AutoModelForCausalLM.from_pretrained("google/gemma-3-270m-it")
draft = None

cache_impl = selectbox("KV cache", ["dynamic", "static", "offloaded"], index=1)
speculative = toggle("Prompt lookup decoding")
max_new = number_input("Max new tokens", 6)

kwargs = {"max_new_tokens": max_new, "cache_implementation": cache_impl}
if speculative:
    kwargs["prompt_lookup_num_tokens"] = 5

enc = tok.apply_chat_template([{"role": "user", "content": "Name three colours."}],
                              add_generation_prompt=True, return_tensors="pt", return_dict=True)
out = model.generate(**enc, **kwargs)
print(tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True))
