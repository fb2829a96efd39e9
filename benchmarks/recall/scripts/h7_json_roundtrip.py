"""Experiment runner that writes its run config to JSON, reloads it, and feeds the generation block to generate()."""
# classes: 9
import json
from pathlib import Path

from transformers import AutoModelForCausalLM, AutoTokenizer

CONFIG_PATH = Path("run_config.json")

DEFAULT_CONFIG = {
    "model": {"target": "openai-community/gpt2", "assistant": "distilbert/distilgpt2"},
    "generation": {"max_new_tokens": 6, "do_sample": False, "use_cache": False},
    "prompts": ["tell me about the queen", "the dog was lazy"],
}


def write_default(path):
    if not path.exists():
        path.write_text(json.dumps(DEFAULT_CONFIG, indent=2))
        print(f"wrote {path}")


def read_config(path):
    with path.open() as fh:
        return json.load(fh)


def run(cfg):
    tok = AutoTokenizer.from_pretrained(cfg["model"]["target"])
    model = AutoModelForCausalLM.from_pretrained(cfg["model"]["target"])
    assistant = AutoModelForCausalLM.from_pretrained(cfg["model"]["assistant"])
    results = []
    for prompt in cfg["prompts"]:
        ids = tok(prompt, return_tensors="pt")
        out = model.generate(**ids, assistant_model=assistant, **cfg["generation"])
        results.append(tok.decode(out[0], skip_special_tokens=True))
    return results


if __name__ == "__main__":
    write_default(CONFIG_PATH)
    config = read_config(CONFIG_PATH)
    for line in run(config):
        print(line)
