# classes: 7 5
# Generation knobs applied with setattr from env-var overrides on top of a table.
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

KNOBS = {"use_cache": True, "max_new_tokens": 5, "num_return_sequences": 1}
OVERRIDES = {"num_return_sequences": int(os.getenv("NUM_SEQS", "2"))}

tok = AutoTokenizer.from_pretrained("openai-community/gpt2-large")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-large")
draft = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

for key, value in {**KNOBS, **OVERRIDES}.items():
    setattr(model.generation_config, key, value)
model.generation_config.do_sample = True

enc = tok("the quick brown fox", return_tensors="pt")
print(tok.decode(model.generate(**enc, assistant_model=draft, pad_token_id=tok.eos_token_id)[0]))
