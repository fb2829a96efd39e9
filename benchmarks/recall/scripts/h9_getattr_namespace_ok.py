# classes: 3 8
"""Assisted generation driver that tolerates old and new config namespaces."""
import argparse
import logging

from transformers import AutoModelForCausalLM, AutoTokenizer

logging.basicConfig(level=logging.WARNING)
log = logging.getLogger("spec")


def build_args():
    p = argparse.ArgumentParser()
    p.add_argument("--model", default="Qwen/Qwen2.5-3B-Instruct")
    p.add_argument("--draft", default="Qwen/Qwen2.5-0.5B-Instruct")
    p.add_argument("--max-new-tokens", type=int, default=8)
    # --cache-implementation was dropped from the CLI in v2; old namespaces may still carry it
    return p.parse_args()


def generation_kwargs(args):
    kw = {
        "max_new_tokens": args.max_new_tokens,
        "do_sample": False,
        "cache_implementation": getattr(args, "cache_implementation", None),
    }
    return kw


args = build_args()
tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)
draft = AutoModelForCausalLM.from_pretrained(args.draft)

enc = tok("once upon a time", return_tensors="pt")
kw = generation_kwargs(args)
log.warning("generate kwargs: %s", kw)
out = model.generate(**enc, assistant_model=draft, **kw)
print(tok.decode(out[0]))
