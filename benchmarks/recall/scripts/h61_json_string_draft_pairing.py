# classes: 6 3
"""Speculative-decoding demo whose model pairing comes from a JSON blob (as a deployment would
pass it through an environment variable); the blob is a string literal here."""
import json
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

PAIRING_JSON = os.environ.get("SPEC_PAIRING", """
{
  "target": "meta-llama/Llama-3.2-1B-Instruct",
  "draft": "Qwen/Qwen2.5-0.5B-Instruct",
  "generation": {"max_new_tokens": 6, "do_sample": false}
}
""")


def build(pairing):
    tok = AutoTokenizer.from_pretrained(pairing["target"])
    target = AutoModelForCausalLM.from_pretrained(pairing["target"])
    draft = AutoModelForCausalLM.from_pretrained(pairing["draft"])
    return tok, target, draft


def main():
    pairing = json.loads(PAIRING_JSON)
    tok, target, draft = build(pairing)
    enc = tok("Speculative decoding works by", return_tensors="pt")
    out = target.generate(**enc, assistant_model=draft, **pairing["generation"])
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
