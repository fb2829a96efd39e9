# classes: 3 1
# Profiles: base settings | per-profile overrides (Python 3.9 dict union).
from transformers import AutoModelForCausalLM, AutoTokenizer

BASE = {"max_new_tokens": 8, "do_sample": False, "use_cache": True}
PROFILES = {
    "default": {},
    "low_mem": {"use_cache": False},
    "long": {"max_new_tokens": 12},
}
PROFILE = "low_mem"

settings = BASE | PROFILES[PROFILE]

tok = AutoTokenizer.from_pretrained("openai-community/gpt2-large")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-large")
assistant = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

text = tok("hello world, tell me a story", return_tensors="pt")
out = model.generate(**text, assistant_model=assistant, **settings)
print(tok.decode(out[0]))
