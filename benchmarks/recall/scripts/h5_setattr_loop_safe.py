# classes: 7 5
# Generation knobs applied with setattr from a table; the cache stays on.
from transformers import AutoModelForCausalLM, AutoTokenizer

KNOBS = {"use_cache": True, "max_new_tokens": 5, "do_sample": False}

tok = AutoTokenizer.from_pretrained("openai-community/gpt2-large")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-large")
draft = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

for key, value in KNOBS.items():
    setattr(model.generation_config, key, value)

enc = tok("the quick brown fox", return_tensors="pt")
print(tok.decode(model.generate(**enc, assistant_model=draft, pad_token_id=tok.eos_token_id)[0]))
