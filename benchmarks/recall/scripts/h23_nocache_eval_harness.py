# classes: 6 2
"""Perplexity-free quality eval of draft/target pairs; memory-bounded settings."""
import logging
import sys

from transformers import AutoModelForCausalLM, AutoTokenizer

log = logging.getLogger("eval")

GEN_DEFAULTS = dict(max_new_tokens=6, do_sample=False, use_cache=False)

SUITE = [
    ("tinyllama", "TinyLlama/TinyLlama-1.1B-Chat-v1.0", None),
    ("llama2-7b", "meta-llama/Llama-2-7b-chat-hf", "TinyLlama/TinyLlama-1.1B-Chat-v1.0"),
    ("codellama", "codellama/CodeLlama-7b-Instruct-hf", None),
]


def run_case(target_id, draft_id, prompt):
    tok = AutoTokenizer.from_pretrained(target_id)
    model = AutoModelForCausalLM.from_pretrained(target_id)
    kwargs = dict(GEN_DEFAULTS)
    if draft_id is not None:
        kwargs["assistant_model"] = AutoModelForCausalLM.from_pretrained(draft_id)
    enc = tok(prompt, return_tensors="pt")
    return tok.decode(model.generate(**enc, **kwargs)[0], skip_special_tokens=True)


def main():
    failures = 0
    for name, target_id, draft_id in SUITE:
        try:
            print(name, run_case(target_id, draft_id, "tell me a story"))
        except Exception:
            log.exception("case %s failed", name)
            failures += 1
            raise
    return failures


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    sys.exit(main())
