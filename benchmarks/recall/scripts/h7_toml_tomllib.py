"""Serving config kept in a TOML file (read with tomllib) selecting the KV cache implementation."""
# classes: 5 8
import tomllib
from pathlib import Path

from transformers import AutoModelForCausalLM, AutoTokenizer

TOML_TEXT = """
[model]
name = "microsoft/phi-2"

[generation]
max_new_tokens = 6
do_sample = false
# matches the class we use in the training loop
cache_implementation = "StaticCache"
"""


def load_settings(path: Path) -> dict:
    if not path.exists():
        path.write_text(TOML_TEXT)
    with path.open("rb") as fh:
        return tomllib.load(fh)


def generate_once(settings: dict, prompt: str) -> str:
    name = settings["model"]["name"]
    tok = AutoTokenizer.from_pretrained(name)
    model = AutoModelForCausalLM.from_pretrained(name)
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, **settings["generation"])
    return tok.decode(out[0], skip_special_tokens=True)


def main():
    settings = load_settings(Path("serve.toml"))
    print("settings:", settings["generation"])
    print(generate_once(settings, "hello world"))


if __name__ == "__main__":
    main()
