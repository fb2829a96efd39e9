# classes: 8 9
"""Nightly headline generation job configured by an embedded YAML document.

The YAML mirrors the file ops keeps in the repo; memory on the batch nodes is
tight, but speculative decoding needs the KV cache, so it stays on.
"""
import json

import yaml
from transformers import AutoModelForCausalLM, AutoTokenizer

CONFIG_YAML = """
model:
  main: meta-llama/Llama-3.2-1B-Instruct
  draft: meta-llama/Llama-3.2-1B
generation:
  max_new_tokens: 8
  do_sample: false
  use_cache: true
io:
  output: headlines.json
"""

ARTICLES = [
    "The city council approved a new budget for public parks on Monday.",
    "Researchers found a faster way to recycle lithium batteries.",
]


def load_config(text):
    cfg = yaml.safe_load(text)
    cfg["generation"].setdefault("num_beams", 1)
    return cfg


def run(cfg):
    tok = AutoTokenizer.from_pretrained(cfg["model"]["main"])
    main_model = AutoModelForCausalLM.from_pretrained(cfg["model"]["main"])
    draft_model = AutoModelForCausalLM.from_pretrained(cfg["model"]["draft"])
    gen_kwargs = dict(cfg["generation"])

    headlines = []
    for article in ARTICLES:
        inputs = tok(f"Write a headline: {article}\nHeadline:", return_tensors="pt")
        ids = main_model.generate(**inputs, assistant_model=draft_model, **gen_kwargs)
        headlines.append(tok.decode(ids[0, inputs["input_ids"].shape[1] :], skip_special_tokens=True))
    return headlines


def main():
    cfg = load_config(CONFIG_YAML)
    headlines = run(cfg)
    with open(cfg["io"]["output"], "w") as fh:
        json.dump(headlines, fh, indent=2)
    print("\n".join(headlines))


if __name__ == "__main__":
    main()
