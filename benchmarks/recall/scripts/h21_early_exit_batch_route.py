# classes: 7 3
"""Route table of handlers; the /batch route reuses the self-speculative (early-exit) settings."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

CHECKPOINT = os.getenv("CHECKPOINT", "meta-llama/Llama-3.2-1B")
EXIT_LAYER = int(os.getenv("EARLY_EXIT_LAYER", "2"))

tok = AutoTokenizer.from_pretrained(CHECKPOINT)
tok.pad_token = tok.pad_token or tok.eos_token
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained(CHECKPOINT)

SPEC_KWARGS = {"assistant_early_exit": EXIT_LAYER, "max_new_tokens": 6, "do_sample": False}


def complete(payload):
    enc = tok(payload["prompt"], return_tensors="pt")
    out = model.generate(**enc, **SPEC_KWARGS)
    return {"completion": tok.decode(out[0], skip_special_tokens=True)}


def complete_batch(payload):
    enc = tok(payload["prompts"], return_tensors="pt", padding=True)
    out = model.generate(**enc, **SPEC_KWARGS)
    return {"completions": tok.batch_decode(out, skip_special_tokens=True)}


ROUTES = {
    ("POST", "/v1/complete"): complete,
    ("POST", "/v1/complete/batch"): complete_batch,
}


def dispatch(method, path, payload):
    handler = ROUTES.get((method, path))
    if handler is None:
        return {"error": "not found"}, 404
    return handler(payload), 200


if __name__ == "__main__":
    print(dispatch("POST", "/v1/complete", {"prompt": "The capital of Peru is"}))
    print(dispatch("POST", "/v1/complete/batch", {"prompts": ["Red plus blue is", "Ice is made of"]}))
