"""@contextmanager that patches model.generation_config for a block (here: a no-cache debug block)."""
# classes: 7 9
from contextlib import contextmanager

from transformers import AutoModelForCausalLM, AutoTokenizer


@contextmanager
def generation_overrides(model, **overrides):
    old = {k: getattr(model.generation_config, k) for k in overrides}
    for k, v in overrides.items():
        setattr(model.generation_config, k, v)
    try:
        yield model
    finally:
        for k, v in old.items():
            setattr(model.generation_config, k, v)


def main():
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
    draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    enc = tok("the quick brown fox", return_tensors="pt")

    out = model.generate(**enc, assistant_model=draft, max_new_tokens=4)
    print("normal:", tok.decode(out[0]))

    with generation_overrides(model, use_cache=False, max_new_tokens=4) as m:
        out = m.generate(**enc, assistant_model=draft)
        print("debug:", tok.decode(out[0]))


if __name__ == "__main__":
    main()
