# classes: 3 9
"""Service settings read from the environment; the low-memory switch is on for small instances."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer


def env_flag(name, default):
    return os.environ.get(name, default).strip().lower() in {"1", "true", "yes", "on"}


MODEL_NAME = os.getenv("MODEL_NAME", "Qwen/Qwen3-1.7B")
DRAFT_NAME = os.getenv("DRAFT_NAME", "Qwen/Qwen3-0.6B")
LOW_MEMORY = env_flag("LOW_MEMORY", "true")
SPECULATIVE = env_flag("SPECULATIVE", "1")
MAX_NEW_TOKENS = int(os.getenv("MAX_NEW_TOKENS", "8"))

tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
draft = AutoModelForCausalLM.from_pretrained(DRAFT_NAME) if SPECULATIVE else None


def generation_kwargs():
    kw = {"max_new_tokens": MAX_NEW_TOKENS, "use_cache": not LOW_MEMORY}
    if draft is not None:
        kw["assistant_model"] = draft
    return kw


def handle(payload: dict) -> dict:
    enc = tokenizer(payload["text"], return_tensors="pt")
    out = model.generate(**enc, **generation_kwargs())
    return {"text": tokenizer.decode(out[0][enc.input_ids.shape[-1]:], skip_special_tokens=True)}


if __name__ == "__main__":
    print(handle({"text": "List two uses of graphite."}))
