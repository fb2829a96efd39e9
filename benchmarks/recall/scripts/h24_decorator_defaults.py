# classes: 7 3
"""A decorator injects default generation kwargs into helper functions."""
import functools

from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")


def with_generation_defaults(**defaults):
    def decorate(fn):
        @functools.wraps(fn)
        def wrapper(prompt, **overrides):
            return fn(prompt, **{**defaults, **overrides})

        return wrapper

    return decorate


@with_generation_defaults(max_new_tokens=10, do_sample=True, top_p=0.95, num_return_sequences=2)
def brainstorm(prompt, **gen_kwargs):
    msgs = [{"role": "user", "content": prompt}]
    enc = tokenizer.apply_chat_template(msgs, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**enc, **gen_kwargs)
    return [tokenizer.decode(o[enc["input_ids"].shape[1]:], skip_special_tokens=True) for o in out]


ideas = brainstorm("Name a startup that sells umbrellas.", prompt_lookup_num_tokens=3)
for idea in ideas:
    print("-", idea)
