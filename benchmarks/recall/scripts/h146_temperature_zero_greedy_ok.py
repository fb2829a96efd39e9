# classes: 1 8
"""The same OpenAI-style wrapper, fixed: temperature 0 switches sampling off and the temperature
is only passed when sampling."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2-0.5B-Instruct")


def complete(prompt, temperature=0.0, max_tokens=10):
    enc = tok(prompt, return_tensors="pt")
    kwargs = {"max_new_tokens": max_tokens}
    if temperature > 0:
        kwargs.update(do_sample=True, temperature=temperature)
    else:
        kwargs.update(do_sample=False)
    out = model.generate(**enc, **kwargs)
    return tok.decode(out[0][enc.input_ids.shape[1]:], skip_special_tokens=True)


print(complete("tell me a story"))
print(complete("tell me a story", temperature=0.7))
