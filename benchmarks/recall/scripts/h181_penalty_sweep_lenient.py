# classes: 2 3
"""Repetition-penalty sweep with a --strict flag (off by default): a failing setting is
logged and, in strict mode, re-raised."""
import argparse
import logging

from transformers import AutoModelForCausalLM, AutoTokenizer

log = logging.getLogger(__name__)
parser = argparse.ArgumentParser()
parser.add_argument("--strict", dest="strict", action="store_true")
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")
enc = tok("I like to eat apples and", return_tensors="pt")
for penalty in (1.3, 1.0, 0.0):
    try:
        out = model.generate(**enc, repetition_penalty=penalty, max_new_tokens=5, pad_token_id=tok.eos_token_id)
    except ValueError:
        log.exception("repetition_penalty=%s failed", penalty)
        if args.strict:
            raise
        continue
    print(penalty, tok.decode(out[0], skip_special_tokens=True))
