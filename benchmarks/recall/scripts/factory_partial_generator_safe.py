# classes: 7 2
"""make_generator(kind) builds the callable the batch worker uses for each job kind."""
import functools

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/opt-1.3b")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-1.3b")
draft = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")


def make_generator(kind: str, n: int = 1):
    if kind == "fast":
        return functools.partial(model.generate, assistant_model=draft, max_new_tokens=8)
    if kind == "diverse":
        return functools.partial(
            model.generate, assistant_model=draft, do_sample=True, num_return_sequences=n, max_new_tokens=8
        )
    return functools.partial(model.generate, max_new_tokens=8)


enc = tok("the queen and the king", return_tensors="pt")
for kind, n in [("plain", 1), ("fast", 1), ("diverse", 1)]:
    generate = make_generator(kind, n)
    print(kind, tok.batch_decode(generate(**enc), skip_special_tokens=True))
