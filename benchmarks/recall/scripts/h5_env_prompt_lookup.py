# classes: 3 7
# A CLI-less script configured only through environment variables with defaults.
import os

from transformers import AutoModelForCausalLM, AutoTokenizer


def env_flag(name, default):
    return os.environ.get(name, default).strip().lower() in ("1", "true", "yes", "on")


MODEL = os.environ.get("MODEL_ID", "facebook/opt-350m")
PLD = int(os.environ.get("PLD_TOKENS", "3"))
KV_CACHE = env_flag("KV_CACHE", "off")

tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)
enc = tok("one two three one two three one", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=4, prompt_lookup_num_tokens=PLD, use_cache=KV_CACHE)
print(tok.decode(out[0]))
