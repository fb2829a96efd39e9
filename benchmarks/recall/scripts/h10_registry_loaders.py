# classes: 6 7
"""Model registry keyed by short names; each entry is a loader function."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


def _load_gpt2():
    return AutoModelForCausalLM.from_pretrained("openai-community/gpt2")


def _load_pythia_small():
    return AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-70m")


def _load_distilgpt2():
    return AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")


MODEL_REGISTRY = {
    "gpt2": _load_gpt2,
    "pythia-70m": _load_pythia_small,
    "distilgpt2": _load_distilgpt2,
}

TOKENIZERS = {
    "gpt2": "openai-community/gpt2",
    "pythia-70m": "EleutherAI/pythia-70m",
    "distilgpt2": "distilbert/distilgpt2",
}


def get_model(name):
    try:
        loader = MODEL_REGISTRY[name]
    except KeyError:
        raise ValueError(f"unknown model {name!r}; choose from {sorted(MODEL_REGISTRY)}")
    return loader().eval()


class DraftedGenerator:
    def __init__(self, main_name, draft_name):
        self.tokenizer = AutoTokenizer.from_pretrained(TOKENIZERS[main_name])
        self.main = get_model(main_name)
        self.draft = get_model(draft_name)

    def __call__(self, text, **overrides):
        kwargs = {"max_new_tokens": 6, "do_sample": False}
        kwargs.update(overrides)
        enc = self.tokenizer(text, return_tensors="pt")
        with torch.no_grad():
            return self.main.generate(**enc, assistant_model=self.draft, **kwargs)


if __name__ == "__main__":
    # the smallest draft we have on disk
    gen = DraftedGenerator("gpt2", "pythia-70m")
    ids = gen("def fibonacci(n):")
    print(gen.tokenizer.decode(ids[0]))
