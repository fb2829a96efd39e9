# classes: 1
"""A generate function bound once with functools.partial; the length knob carries an OpenAI-style name."""
import functools

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

gen = functools.partial(model.generate, max_new_token=8, do_sample=False)


def complete(prompt):
    ids = tok(prompt, return_tensors="pt")
    return tok.decode(gen(**ids)[0], skip_special_tokens=True)


print(complete("The capital of France is"))
