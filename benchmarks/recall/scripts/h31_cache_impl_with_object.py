# classes: 5 9
"""Translate a JSONL of UI strings, reusing one cache object per batch.

Settings come from a JSON blob in the environment (TRANSLATE_CFG) with a
default baked in. The config asks for the offloaded cache to keep GPU memory
low, and the loop hands generate a DynamicCache it can inspect afterwards.
"""
import json
import os

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

DEFAULT_CFG = {
    "model": "Qwen/Qwen2-0.5B-Instruct",
    "cache_implementation": "offloaded",
    "max_new_tokens": 8,
}
STRINGS = ["Save changes", "Delete account", "Sign out"]


def load_cfg():
    raw = os.environ.get("TRANSLATE_CFG")
    return json.loads(raw) if raw else dict(DEFAULT_CFG)


def translate(model, tok, text, cfg):
    cache = DynamicCache()
    enc = tok(f"Translate to German: {text}\nGerman:", return_tensors="pt")
    out = model.generate(
        **enc,
        past_key_values=cache,
        cache_implementation=cfg["cache_implementation"],
        max_new_tokens=cfg["max_new_tokens"],
        do_sample=False,
    )
    return tok.decode(out[0, enc.input_ids.shape[1] :], skip_special_tokens=True), cache.get_seq_length()


def main():
    cfg = load_cfg()
    tok = AutoTokenizer.from_pretrained(cfg["model"])
    model = AutoModelForCausalLM.from_pretrained(cfg["model"])
    with open("ui_de.jsonl", "w") as fh:
        for s in STRINGS:
            text, used = translate(model, tok, s, cfg)
            fh.write(json.dumps({"en": s, "de": text, "cache_tokens": used}) + "\n")


if __name__ == "__main__":
    main()
