# classes: 5 3
"""Chat REPL replay: `chat.py replay` replays a scripted conversation with a reused dynamic cache.

Settings come from a TOML file (written to a temp dir on first run); the cache object is
created once and carried across turns.
"""
import sys
import tempfile
import tomllib
from pathlib import Path

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

DEFAULT_TOML = """
[model]
name = "Qwen/Qwen2.5-0.5B-Instruct"

[generation]
max_new_tokens = 6
do_sample = false

"""

TURNS = ["Hi! Who are you?", "What can you help me with?"]


def settings_path():
    path = Path(tempfile.mkdtemp()) / "chat.toml"
    path.write_text(DEFAULT_TOML)
    return path


def replay(settings):
    tok = AutoTokenizer.from_pretrained(settings["model"]["name"])
    model = AutoModelForCausalLM.from_pretrained(settings["model"]["name"])
    gen = dict(settings["generation"])
    cache = DynamicCache()
    messages = []
    for turn in TURNS:
        messages.append({"role": "user", "content": turn})
        ids = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
        out = model.generate(**ids, past_key_values=cache, **gen)
        reply = tok.decode(out[0, ids["input_ids"].shape[1] :], skip_special_tokens=True)
        messages.append({"role": "assistant", "content": reply})
        print("bot:", reply)


def main():
    command = sys.argv[1] if len(sys.argv) > 1 else "replay"
    with open(settings_path(), "rb") as fh:
        settings = tomllib.load(fh)
    if command == "replay":
        replay(settings)
    else:
        raise SystemExit(f"unknown command {command}")


if __name__ == "__main__":
    main()
