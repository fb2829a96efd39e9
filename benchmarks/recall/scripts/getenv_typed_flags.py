# classes: 3 7
"""Container entrypoint: typed settings read from the environment with helper converters."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer


def env_bool(name: str, default: str = "false") -> bool:
    return os.getenv(name, default).strip().lower() in {"1", "true", "yes", "on"}


def env_int(name: str, default: int) -> int:
    return int(os.getenv(name, str(default)))


MODEL_ID = os.getenv("MODEL_ID", "meta-llama/Meta-Llama-3-8B-Instruct")
DRAFT_ID = os.getenv("DRAFT_ID", "meta-llama/Llama-3.2-1B-Instruct")
KV_CACHE = env_bool("KV_CACHE")
MAX_NEW_TOKENS = env_int("MAX_NEW_TOKENS", 8)

tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID)
enc = tok("hello world", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, use_cache=KV_CACHE, max_new_tokens=MAX_NEW_TOKENS)
print(tok.decode(out[0]))
