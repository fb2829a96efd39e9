# classes: 7 8
"""Export a model with a serving profile baked into its generation config.

``serving_profile`` is a context manager that applies a profile to the model's generation
config and restores it afterwards; the release step saves the model inside the context so
that ``generation_config.json`` carries the profile.
"""
import tempfile
from contextlib import contextmanager

from transformers import AutoModelForCausalLM, AutoTokenizer

PROFILES = {
    "creative": {"do_sample": True, "temperature": 0.9, "top_p": 0.95},
    "precise": {"do_sample": False, "temperature": 0.2, "max_new_tokens": 64},
}


@contextmanager
def serving_profile(model, name):
    cfg = model.generation_config
    before = cfg.to_dict()
    for key, value in PROFILES[name].items():
        setattr(cfg, key, value)
    try:
        yield cfg
    finally:
        for key in PROFILES[name]:
            setattr(cfg, key, before.get(key))


def release(checkpoint, profile, out_dir):
    model = AutoModelForCausalLM.from_pretrained(checkpoint)
    tok = AutoTokenizer.from_pretrained(checkpoint)
    with serving_profile(model, profile):
        model.save_pretrained(out_dir)
        tok.save_pretrained(out_dir)
    print("released", checkpoint, "with profile", profile, "to", out_dir)


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as tmp:
        release("HuggingFaceTB/SmolLM2-135M-Instruct", "precise", tmp)
