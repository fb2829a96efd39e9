# classes: 7 5
"""Several temporary overrides entered with contextlib.ExitStack around an evaluation."""
import contextlib

from transformers import AutoModelForCausalLM, AutoTokenizer


class override_attr(contextlib.AbstractContextManager):
    def __init__(self, obj, name, value):
        self.obj, self.name, self.value = obj, name, value

    def __enter__(self):
        self.old = getattr(self.obj, self.name)
        setattr(self.obj, self.name, self.value)
        return self.obj

    def __exit__(self, *exc):
        setattr(self.obj, self.name, self.old)
        return False


def evaluate(model, draft, tok, prompts, overrides):
    with contextlib.ExitStack() as stack:
        for name, value in overrides.items():
            stack.enter_context(override_attr(model.generation_config, name, value))
        results = []
        for p in prompts:
            enc = tok(p, return_tensors="pt")
            results.append(tok.decode(model.generate(**enc, assistant_model=draft)[0]))
        return results


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("microsoft/phi-2")
    model = AutoModelForCausalLM.from_pretrained("microsoft/phi-2")
    draft = AutoModelForCausalLM.from_pretrained("microsoft/phi-1_5")
    overrides = {"max_new_tokens": 6, "do_sample": False, "use_cache": False}
    print(evaluate(model, draft, tok, ["Write a haiku about GPUs."], overrides))
