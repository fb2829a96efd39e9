# classes: 3 9
"""Experiment runner: writes its default config to a JSON file, reads it back, and merges the
per-experiment overrides with {**defaults, **overrides}."""
import json
import os
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer

DEFAULTS = {"model": "HuggingFaceTB/SmolLM2-135M", "generation": {"max_new_tokens": 6, "do_sample": False}}
OVERRIDES = {"num_return_sequences": 3, "top_k": 40, "do_sample": True}


def load_config(path):
    with open(path) as fh:
        return json.load(fh)


def main():
    path = os.path.join(tempfile.mkdtemp(), "config.json")
    with open(path, "w") as fh:
        json.dump(DEFAULTS, fh)
    cfg = load_config(path)
    gen = {**cfg["generation"], **OVERRIDES}
    tok = AutoTokenizer.from_pretrained(cfg["model"])
    model = AutoModelForCausalLM.from_pretrained(cfg["model"])
    enc = tok("once upon a time", return_tensors="pt")
    out = model.generate(**enc, **gen)
    print(tok.batch_decode(out, skip_special_tokens=True))


if __name__ == "__main__":
    main()
