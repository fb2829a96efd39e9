# classes: 7 3
"""A decorator injects defaults; the speculative helper asks for a single sequence."""
import functools

from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")


def generation_defaults(**defaults):
    def decorate(fn):
        @functools.wraps(fn)
        def wrapper(prompt, **overrides):
            merged = defaults | overrides
            return fn(prompt, **merged)

        return wrapper

    return decorate


@generation_defaults(max_new_tokens=10, do_sample=True, top_p=0.95, num_return_sequences=2)
def brainstorm(prompt, **gen_kwargs):
    enc = tokenizer.apply_chat_template([{"role": "user", "content": prompt}], add_generation_prompt=True,
                                        return_tensors="pt", return_dict=True)
    out = model.generate(**enc, **gen_kwargs)
    return [tokenizer.decode(o[enc["input_ids"].shape[1]:], skip_special_tokens=True) for o in out]


@generation_defaults(max_new_tokens=10, do_sample=False, prompt_lookup_num_tokens=3)
def complete(prompt, **gen_kwargs):
    enc = tokenizer(prompt, return_tensors="pt")
    return tokenizer.decode(model.generate(**enc, **gen_kwargs)[0], skip_special_tokens=True)


print(brainstorm("Name a startup that sells umbrellas."))
print(complete("import numpy as np\nimport numpy"))
