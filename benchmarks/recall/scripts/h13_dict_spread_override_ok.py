# classes: 3 1
# Profiles spread into a dict; the base wins for the keys that assisted decoding needs.
from transformers import AutoModelForCausalLM, AutoTokenizer

REQUIRED = {"use_cache": True, "num_return_sequences": 1}
PROFILES = {
    "default": {"max_new_tokens": 8},
    "low_mem": {"use_cache": False, "max_new_tokens": 8},
}
PROFILE = "low_mem"

settings = {**PROFILES[PROFILE], **REQUIRED}

tok = AutoTokenizer.from_pretrained("openai-community/gpt2-large")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-large")
assistant = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

text = tok("hello world, tell me a story", return_tensors="pt")
out = model.generate(**text, assistant_model=assistant, **settings)
print(tok.decode(out[0]))
