# classes: 2 3
"""Eval harness: the experiment config is a YAML file turned into a dict literal for the repo."""
from transformers import AutoModelForCausalLM, AutoTokenizer

CONFIG = {
    "model": {"name": "HuggingFaceTB/SmolLM2-360M-Instruct", "draft": "HuggingFaceTB/SmolLM2-135M-Instruct"},
    "generation": {
        "max_new_tokens": 8,
        "do_sample": True,
        "temperature": 0.7,
        "top_p": 0.9,
        "num_return_sequences": 3,
    },
    "eval": {"prompts": ["the garden of the king", "a story about a dog"]},
}


def load(cfg):
    tok = AutoTokenizer.from_pretrained(cfg["model"]["name"])
    main = AutoModelForCausalLM.from_pretrained(cfg["model"]["name"])
    draft = AutoModelForCausalLM.from_pretrained(cfg["model"]["draft"])
    return tok, main, draft


def run_eval(cfg):
    tok, main, draft = load(cfg)
    gen_cfg = cfg["generation"]
    for prompt in cfg["eval"]["prompts"]:
        enc = tok(prompt, return_tensors="pt")
        samples = main.generate(**enc, assistant_model=draft, **gen_cfg)
        print(prompt, "->", [tok.decode(s, skip_special_tokens=True) for s in samples])


run_eval(CONFIG)
